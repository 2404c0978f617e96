import { DATABASE_CLOSE_TIMEOUT_SECONDS } from '@redzone/contract';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { MIGRATIONS_DIR } from '../server-paths';
import type { DatabaseHandle } from './database';
import * as schema from './schema';

/** Any fixed bigint works; it only has to be the same in every instance of this app. */
const MIGRATION_LOCK_KEY = 7_346_372_019;

export async function openPostgresDatabase(url: string): Promise<DatabaseHandle> {
  // Migrations print NOTICEs such as "schema already exists, skipping"; they are not news.
  const client = postgres(url, { onnotice: () => {} });
  const close = () => client.end({ timeout: DATABASE_CLOSE_TIMEOUT_SECONDS });
  try {
    const db = drizzle({ client, schema });
    await migrateExclusively(client, () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }));
    return { db, driver: 'postgres', close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Instances starting together would each apply the same migration; an advisory lock held on a
 * reserved connection makes them take turns, and the later ones find nothing left to do.
 */
async function migrateExclusively(client: postgres.Sql, run: () => Promise<void>): Promise<void> {
  const lockConnection = await client.reserve();
  try {
    await lockConnection`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await run();
  } finally {
    await lockConnection`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
    lockConnection.release();
  }
}
