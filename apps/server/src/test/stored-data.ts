import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { selectRows } from '../db/select-rows';

/** Per table ("schema.table") and per file under DATA_DIR ("file:path"), a digest of its content. */
export type StoredData = Record<string, string>;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Everything the server stores, reduced to digests that differ when anything was written: each
 * table of the database (found in information_schema, so a new table is covered without a change
 * here) as its row count and an order-independent sum over its row versions, and each file under
 * DATA_DIR by its SHA-256. One query for all tables, skipped while no transaction could have
 * written, and files read again only when they moved: a snapshot per request stays cheap.
 */
export function createStoredDataSnapshot(deps: { db: Database; dataDir: string }) {
  let tablesQuery: string | null = null;

  async function tables(): Promise<string> {
    if (tablesQuery !== null) return tablesQuery;
    const names = await selectRows<{ table_schema: string; table_name: string }>(
      deps.db,
      sql`select table_schema, table_name from information_schema.tables
          where table_type = 'BASE TABLE'
            and table_schema not in ('pg_catalog', 'information_schema')
          order by table_schema, table_name`,
    );
    if (names.length === 0) throw new Error('no tables found: is the database migrated?');
    tablesQuery = names
      .map(({ table_schema: schema, table_name: table }) => {
        const label = `${schema}.${table}`.replaceAll("'", "''");
        // A row's place and the transaction that wrote it: any insert, update or delete moves
        // them, even one that writes the same values, and reading them needs no row contents.
        return `select '${label}' as name, count(*)::text || ':' ||
          coalesce(sum(hashtext(t.ctid::text || ':' || t.xmin::text)::bigint), 0)::text as digest
          from ${quote(schema)}.${quote(table)} t`;
      })
      .join(' union all ');
    return tablesQuery;
  }

  /** Each file's digest as last read, with what its metadata said then. */
  const fileCache = new Map<string, { signature: string; digest: string }>();

  /**
   * A file's SHA-256, read again only when its size, inode or modification time moved. A write
   * within the file system's clock tick of the last read could leave all three as they were, so a
   * file modified in the last 100 ms is always read.
   */
  async function fileDigest(path: string): Promise<string> {
    const info = await stat(path);
    const signature = `${info.size}:${info.ino}:${info.mtimeMs}:${info.ctimeMs}`;
    const cached = fileCache.get(path);
    const isSettled = Date.now() - Math.max(info.mtimeMs, info.ctimeMs) > 100;
    if (cached?.signature === signature && isSettled) return cached.digest;
    const digest = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
    fileCache.set(path, { signature: isSettled ? signature : '', digest });
    return digest;
  }

  async function files(dir: string, into: StoredData): Promise<void> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await files(path, into);
      else if (entry.isFile())
        into[`file:${relative(deps.dataDir, path)}`] = await fileDigest(path);
    }
  }

  /** The tables' digests as last read, and the transaction horizon they were read at. */
  let cachedTables: { horizon: string; rows: StoredData } | null = null;

  /**
   * The next transaction id to be assigned, when no transaction is in progress; else null. Every
   * write takes a transaction id, so while the horizon has not moved since the tables were last
   * read (and nothing was in progress then), no table can differ and the per-table query, most
   * of a snapshot's time, is skipped.
   */
  async function horizon(): Promise<string | null> {
    const [row] = await selectRows<{ xmax: string; busy: number }>(
      deps.db,
      sql`select pg_snapshot_xmax(s)::text as xmax,
            (select count(*) from pg_snapshot_xip(s))::int as busy
          from pg_current_snapshot() s`,
    );
    return row !== undefined && Number(row.busy) === 0 ? row.xmax : null;
  }

  async function tableDigests(): Promise<StoredData> {
    const before = await horizon();
    if (before !== null && cachedTables?.horizon === before) return { ...cachedTables.rows };
    const rows = await selectRows<{ name: string; digest: string }>(
      deps.db,
      sql.raw(await tables()),
    );
    const digests: StoredData = Object.fromEntries(rows.map((row) => [row.name, row.digest]));
    cachedTables = before === null ? null : { horizon: before, rows: digests };
    return { ...digests };
  }

  return async function snapshot(): Promise<StoredData> {
    const data = await tableDigests();
    await files(deps.dataDir, data);
    return data;
  };
}

/** The keys whose digests differ between two snapshots, for a readable failure. */
export function changedKeys(before: StoredData, after: StoredData): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => before[key] !== after[key]).sort();
}
