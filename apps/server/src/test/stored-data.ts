import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
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
 * DATA_DIR by its SHA-256. One query for all tables, so a snapshot per request stays cheap.
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

  async function files(dir: string, into: StoredData): Promise<void> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await files(path, into);
      else if (entry.isFile()) {
        const digest = createHash('sha256')
          .update(await readFile(path))
          .digest('hex');
        into[`file:${relative(deps.dataDir, path)}`] = digest;
      }
    }
  }

  return async function snapshot(): Promise<StoredData> {
    const rows = await selectRows<{ name: string; digest: string }>(
      deps.db,
      sql.raw(await tables()),
    );
    const data: StoredData = Object.fromEntries(rows.map((row) => [row.name, row.digest]));
    await files(deps.dataDir, data);
    return data;
  };
}

/** The keys whose digests differ between two snapshots, for a readable failure. */
export function changedKeys(before: StoredData, after: StoredData): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => before[key] !== after[key]).sort();
}
