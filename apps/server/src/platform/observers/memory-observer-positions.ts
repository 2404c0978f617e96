import { isWithinRadius, OBSERVER_POSITION_TTL_MS, type Point } from '@redzone/contract';
import { PointGrid } from '../geo/point-grid';
import type { ObserverPositions } from './observer-positions';

interface Seen {
  point: Point;
  atMs: number;
}

export function createMemoryObserverPositions(deps: {
  now: () => Date;
  ttlMs?: number;
}): ObserverPositions {
  const { now, ttlMs = OBSERVER_POSITION_TTL_MS } = deps;
  const seen = new Map<string, Seen>();
  /** The same observers by place: `within` reads the neighbourhood, not every observer. */
  const grid = new PointGrid<string>();
  let lastPruneMs = 0;
  const isFresh = (entry: Seen, nowMs: number) => nowMs - entry.atMs <= ttlMs;

  /** At most once per TTL, so the map holds only observers who reported recently. */
  function prune(nowMs: number): void {
    if (nowMs - lastPruneMs < ttlMs) return;
    lastPruneMs = nowMs;
    for (const [userId, entry] of seen) {
      if (isFresh(entry, nowMs)) continue;
      seen.delete(userId);
      grid.remove(userId);
    }
  }

  return {
    async set(userId, point) {
      const nowMs = now().getTime();
      prune(nowMs);
      const copy = { latitude: point.latitude, longitude: point.longitude };
      seen.set(userId, { point: copy, atMs: nowMs });
      grid.place(userId, copy);
    },
    async get(userId) {
      const entry = seen.get(userId);
      return entry !== undefined && isFresh(entry, now().getTime()) ? entry.point : null;
    },
    async remove(userId) {
      seen.delete(userId);
      grid.remove(userId);
    },
    async within(center, radiusYards) {
      const nowMs = now().getTime();
      const found: string[] = [];
      grid.near(center, radiusYards, (userId) => {
        const entry = seen.get(userId);
        if (entry !== undefined && isFresh(entry, nowMs)) {
          if (isWithinRadius(center, entry.point, radiusYards)) found.push(userId);
        }
      });
      return found;
    },
    async close() {
      seen.clear();
      grid.clear();
    },
  };
}
