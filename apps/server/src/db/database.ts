import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DatabaseConfig } from '../config';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';
import type * as schema from './schema';

/** Both drivers' Drizzle databases, typed by what they share, so queries work on either. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseConfig['driver'];
  close(): Promise<void>;
}

/** Opens the database the config names and brings its schema up to date. */
export function openDatabase(config: DatabaseConfig, dataDir: string): Promise<DatabaseHandle> {
  return config.driver === 'postgres'
    ? openPostgresDatabase(config.url)
    : openPgliteDatabase(config.dataDir, dataDir);
}
