import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { MIGRATIONS_DIR } from '../server-paths';
import { describeApi, testDatabaseUrl } from '../test/test-database';
import { type DatabaseHandle, openDatabase } from './database';

const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describeApi('migrations', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    const config = loadConfig({ DATABASE_URL: testDatabaseUrl() });
    database = await openDatabase(config.database, config.dataDir);
  });
  afterAll(() => database.close());

  /** Raw query rows: PGlite wraps them in { rows }, postgres.js returns the array itself. */
  async function rows(query: SQL): Promise<Record<string, unknown>[]> {
    const result = (await database.db.execute(query)) as unknown as
      { rows: Record<string, unknown>[] } | Record<string, unknown>[];
    return Array.isArray(result) ? result : result.rows;
  }

  it('applies every generated migration when the database opens', async () => {
    const applied = await rows(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(applied).toEqual([{ count: journal.entries.length }]);
  });

  it('creates the identities table with its columns', async () => {
    const columns = await rows(
      sql`select column_name from information_schema.columns where table_name = 'identities' order by column_name`,
    );
    expect(columns.map((column) => column.column_name)).toEqual([
      'created_at',
      'id',
      'phone_encrypted',
      'phone_hash',
      'phone_verified_at',
      'revoked_at',
    ]);
  });

  it('creates the phone verification and trusted contact tables', async () => {
    const tables = await rows(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((table) => table.table_name)).toEqual(
      expect.arrayContaining(['phone_code_sends', 'phone_verification_codes', 'trusted_contacts']),
    );
  });

  it('creates the alert tables', async () => {
    const tables = await rows(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((table) => table.table_name)).toEqual(
      expect.arrayContaining(['alerts', 'alert_responses', 'alert_recipients', 'alert_events']),
    );
  });

  it('creates the officer tables, with pg_trgm for the search index', async () => {
    const tables = await rows(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((table) => table.table_name)).toEqual(
      expect.arrayContaining(['officers', 'officer_reports']),
    );
    const extensions = await rows(sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(extensions).toEqual([{ extname: 'pg_trgm' }]);
    const indexes = await rows(
      sql`select indexdef from pg_indexes where indexname = 'officers_search_text_trgm_idx'`,
    );
    expect(String(indexes[0]?.indexdef)).toContain('gin_trgm_ops');
  });

  it('creates the push subscriptions table with its columns', async () => {
    const columns = await rows(
      sql`select column_name from information_schema.columns where table_name = 'push_subscriptions' order by column_name`,
    );
    expect(columns.map((column) => column.column_name)).toEqual([
      'auth',
      'created_at',
      'endpoint',
      'p256dh',
      'user_id',
    ]);
  });
});
