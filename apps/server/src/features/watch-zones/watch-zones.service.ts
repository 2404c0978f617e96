import type { Point, PutWatchZonesBody, WatchZones } from '@redzone/contract';
import type { Database } from '../../db/database';
import type { WatchZoneRow } from '../../db/schema';
import { cellOf, cellsTouching, centreOf } from './watch-zone-cells';
import {
  findWatchersOf,
  findZonesOf,
  replaceZones,
  setWantsTexts,
  wantsTexts,
} from './watch-zones.queries';

export interface WatchZonesService {
  get(userId: string): Promise<WatchZones>;
  /** Stores each place coarsened to its cell, replacing the list; answers what was stored. */
  put(userId: string, body: PutWatchZonesBody): Promise<WatchZones>;
  clear(userId: string): Promise<void>;
  /** Who has a zone touching this circle: alert pushes while their app is closed. */
  watchersWithin(centre: Point, radiusYards: number): Promise<string[]>;
}

function toZones(rows: WatchZoneRow[], textWhenUnreachable: boolean): WatchZones {
  return {
    zones: rows.map((row) => ({ label: row.label, cell: row.cell, ...centreOf(row.cell) })),
    textWhenUnreachable,
  };
}

export function createWatchZonesService(deps: {
  db: Database;
  clock: () => Date;
}): WatchZonesService {
  const { db, clock } = deps;
  const get = async (userId: string) => {
    const [rows, texts] = await Promise.all([findZonesOf(db, userId), wantsTexts(db, userId)]);
    return toZones(rows, texts);
  };
  return {
    get,

    async put(userId, body) {
      const createdAt = clock();
      await replaceZones(
        db,
        userId,
        body.zones.map((zone, position) => ({
          userId,
          position,
          label: zone.label,
          cell: cellOf(zone),
          createdAt,
        })),
      );
      if (body.textWhenUnreachable !== undefined) {
        await setWantsTexts(db, userId, body.textWhenUnreachable, createdAt);
      }
      return get(userId);
    },

    async clear(userId) {
      await replaceZones(db, userId, []);
      await setWantsTexts(db, userId, false, clock());
    },

    async watchersWithin(centre, radiusYards) {
      return findWatchersOf(db, cellsTouching(centre, radiusYards));
    },
  };
}
