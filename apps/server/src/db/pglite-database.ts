import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../server-paths';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import type { DatabaseHandle } from './database';
import * as schema from './schema';

export class DatabaseFolderInvalidError extends Error {
  override name = 'DatabaseFolderInvalidError';
}

/**
 * PGlite initialises any folder without PG_VERSION as a new database, so a
 * damaged or half-restored one was silently replaced by an empty one. A folder that has files but
 * no PG_VERSION is refused instead, saying what to restore.
 */
export function checkDatabaseFolder(pgDataDir: string): void {
  if (!existsSync(pgDataDir)) return;
  const entries = readdirSync(pgDataDir);
  if (entries.length === 0 || entries.includes('PG_VERSION')) return;
  throw new DatabaseFolderInvalidError(
    `${pgDataDir} is not empty but is not a database: ${join(pgDataDir, 'PG_VERSION')} is missing. ` +
      'Restore the whole folder from a backup; Red Zone will not start over on it, which would ' +
      'lose everything. To start with an empty database on purpose, move the folder away first.',
  );
}

let memoryTemplate: Promise<Blob> | null = null;

/**
 * An in-memory database (tests make hundreds) starts from a copy of one made and migrated once per
 * process: PGlite's initdb takes over a second here, loading a copy about a third of that. The
 * migrations still run on the copy (nothing to do), so a copy can never be behind the schema.
 */
function migratedMemoryTemplate(): Promise<Blob> {
  memoryTemplate ??= (async () => {
    const template = await PGlite.create({ extensions: { pg_trgm } });
    try {
      await migrate(drizzle({ client: template, schema }), { migrationsFolder: MIGRATIONS_DIR });
      return await template.dumpDataDir('none');
    } finally {
      await template.close();
    }
  })();
  memoryTemplate.catch(() => {
    memoryTemplate = null;
  });
  return memoryTemplate;
}

/**
 * Embedded PostgreSQL. `pgDataDir` null means in memory (tests); on disk, DATA_DIR is locked
 * first because PGlite cannot share its files with another process.
 */
export async function openPgliteDatabase(
  pgDataDir: string | null,
  dataDir: string,
): Promise<DatabaseHandle> {
  const lock: DataDirLock | null = pgDataDir === null ? null : acquireDataDirLock(dataDir);
  let client: PGlite | null = null;
  try {
    if (pgDataDir !== null) {
      checkDatabaseFolder(pgDataDir);
      mkdirSync(pgDataDir, { recursive: true });
    }
    // pg_trgm ships with PGlite but must be loaded to be created (migration 0005, officer search).
    client = await PGlite.create({
      dataDir: pgDataDir ?? undefined,
      loadDataDir: pgDataDir === null ? await migratedMemoryTemplate() : undefined,
      extensions: { pg_trgm },
    });
    // PostgreSQL's default (4) prices a random page read for spinning disks; PGlite's pages are in
    // memory. Priced like SSDs, the planner reads a word's few hundred matches through its index
    // instead of walking thousands of rows in report order (officer search, docs/decisions/016).
    await client.exec('SET random_page_cost = 1.1');
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    const opened = client;
    let isClosed = false;
    return {
      db,
      driver: 'pglite',
      // close() checkpoints, so the next start does not have to replay the write-ahead log.
      // A second close does nothing: PGlite throws on one, and a test may close it before the app.
      close: async () => {
        if (isClosed) return;
        isClosed = true;
        await opened.close();
        lock?.release();
      },
    };
  } catch (error) {
    await client?.close();
    lock?.release();
    throw error;
  }
}
