import { readFile } from 'node:fs/promises';
import type { Database } from '../../apps/server/src/db/database';
import { identities, pushSubscriptions, watchZones } from '../../apps/server/src/db/schema';

/** What the benchmark hands a server to store before it listens (zones-case.ts writes it). */
export interface WatcherSeed {
  id: string;
  cells: string[];
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Well under PostgreSQL's 65,535 parameters per statement for every table below. */
const ROWS_PER_INSERT = 2000;

async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await insert(rows.slice(start, start + ROWS_PER_INSERT));
  }
}

/**
 * 100,000 people with watch zones and push subscriptions, written straight into the app's own
 * tables (its Drizzle schema), as the alert senders are: through the API it would take 100,000
 * SMS verifications, 100,000 zone PUTs and subscriptions, and the subscription route refuses a
 * localhost push service in production mode. Cells are stored as `PUT /api/observer/watch-zones`
 * stores them (resolution 8, one row per place, `position` its order).
 */
export async function seedWatchers(db: Database, file: string, now: Date): Promise<void> {
  const people = JSON.parse(await readFile(file, 'utf8')) as WatcherSeed[];
  await db.transaction(async (tx) => {
    await insertAll(people, (batch) =>
      tx.insert(identities).values(
        batch.map(({ id }) => ({
          id,
          createdAt: now,
          phoneVerifiedAt: now,
          phoneHash: `bench-${id}`,
        })),
      ),
    );
    await insertAll(
      people.flatMap(({ id, cells }) =>
        cells.map((cell, position) => ({
          userId: id,
          position,
          label: `Place ${position + 1}`,
          cell,
          createdAt: now,
        })),
      ),
      (batch) => tx.insert(watchZones).values(batch),
    );
    await insertAll(people, (batch) =>
      tx.insert(pushSubscriptions).values(
        batch.map(({ id, endpoint, p256dh, auth }) => ({
          endpoint,
          userId: id,
          p256dh,
          auth,
          createdAt: now,
        })),
      ),
    );
  });
}
