import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LawNotificationsResponseSchema } from '@redzone/contract';
import { asc, desc, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { lawNotifications } from '../../db/schema';
import { createTestAppWithDatabase } from '../../test/create-test-app';
import { lawRecord, writeLawFile } from '../../test/law-notifications';
import { describeApi } from '../../test/test-database';
import { importLawFile, seedLawNotifications } from './law-import';
import { LAW_SEED_FILE, LawFileError, readLawRecordFile } from './law-record-file';

/**
 * The importer on the real database. Records here are VT and NH with ids unique to the run, so
 * the PostgreSQL project's shared database never mixes them into law-notifications.test.ts.
 */
describeApi('law notification import (npm run laws:import)', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  let app: App;
  let db: Database;
  let dir: string;
  let prefix: string;
  beforeAll(async () => {
    ({ app, db } = await createTestAppWithDatabase({}, { now: () => now }));
    dir = await mkdtemp(join(tmpdir(), 'redzone-laws-'));
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  function uniquePrefix(): string {
    prefix = `vt-test-${randomBytes(4).toString('hex')}`;
    return prefix;
  }

  async function list(url: string) {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return LawNotificationsResponseSchema.parse(response.json());
  }

  function testRows() {
    return db
      .select()
      .from(lawNotifications)
      .where(like(lawNotifications.id, `${prefix}%`))
      .orderBy(asc(lawNotifications.id));
  }

  it('fills an empty database with the shipped records at start-up', async () => {
    const seedIds = (await readLawRecordFile(LAW_SEED_FILE)).map((r) => r.id);
    expect(seedIds).toHaveLength(15);
    const stored = await db
      .select({ id: lawNotifications.id })
      .from(lawNotifications)
      .where(inArray(lawNotifications.id, seedIds));
    expect(stored).toHaveLength(15);
  });

  it('imports a good file: its records are listed, a known id is replaced, lastUpdated is the data date', async () => {
    const id = uniquePrefix();
    const first = await writeLawFile(dir, 'first.json', [
      lawRecord({ id: `${id}-a`, effective_date: '2026-02-01', status_as_of: '2026-03-01' }),
      lawRecord({ id: `${id}-b`, state: 'NH', effective_date: '2026-03-02' }),
    ]);
    const importedAt = new Date(Date.now() + 24 * 60 * 60_000);
    const result = await importLawFile(db, first, { now: importedAt, statusAsOf: '2026-03-05' });
    expect(result).toEqual({ written: 2, byState: { NH: 1, VT: 1 } });
    const vermont = await list('/api/law-notifications/VT');
    expect(vermont.notifications.filter((n) => n.id.startsWith(id))).toMatchObject([
      { id: `${id}-a`, monthsAgo: 1, statusAsOf: '2026-03-01', impactLevel: 'high' },
    ]);
    // The data's own date: the newest status date of any record, not the import's time.
    const [newest] = await db
      .select({ statusAsOf: lawNotifications.statusAsOf })
      .from(lawNotifications)
      .orderBy(desc(lawNotifications.statusAsOf))
      .limit(1);
    expect(vermont.lastUpdated).toBe(`${newest?.statusAsOf}T00:00:00.000Z`);
    expect(vermont.lastUpdated).not.toBe(importedAt.toISOString());
    const nh = await list('/api/law-notifications/NH');
    expect(nh.notifications.filter((n) => n.id.startsWith(id))).toMatchObject([
      { id: `${id}-b`, monthsAgo: 0, statusAsOf: '2026-03-05' },
    ]);

    const second = await writeLawFile(dir, 'second.json', [
      lawRecord({
        id: `${id}-a`,
        title: 'Renamed',
        status: 'enjoined',
        status_as_of: '2026-03-09',
      }),
    ]);
    await importLawFile(db, second, { now: importedAt, statusAsOf: null });
    expect((await testRows()).map((r) => [r.id, r.title, r.status, r.statusAsOf])).toEqual([
      [`${id}-a`, 'Renamed', 'enjoined', '2026-03-09'],
      [`${id}-b`, 'A test law', 'in effect', '2026-03-05'],
    ]);
  });

  it('refuses a bad file with a message naming the record and field, and changes nothing', async () => {
    const id = uniquePrefix();
    const good = await writeLawFile(dir, 'good.json', [lawRecord({ id: `${id}-a` })]);
    await importLawFile(db, good, { now, statusAsOf: '2026-03-01' });
    const before = await db.select().from(lawNotifications).orderBy(asc(lawNotifications.id));

    const bad = await writeLawFile(dir, 'bad.json', [
      lawRecord({ id: `${id}-a`, title: 'Changed' }),
      lawRecord({ id: `${id}-new` }),
      lawRecord({ id: `${id}-bad`, effective_date: '2026-02-30' }),
    ]);
    await expect(importLawFile(db, bad, { now, statusAsOf: '2026-03-01' })).rejects.toThrow(
      `record 3 (${id}-bad) effective_date must be a date written YYYY-MM-DD`,
    );
    const notJson = await writeLawFile(dir, 'not-json.json', '[{"id": ');
    await expect(importLawFile(db, notJson, { now, statusAsOf: null })).rejects.toThrow(
      /not-json\.json is not valid JSON/,
    );
    await expect(
      importLawFile(db, join(dir, 'missing.json'), { now, statusAsOf: null }),
    ).rejects.toBeInstanceOf(LawFileError);
    const undated = await writeLawFile(dir, 'undated.json', [lawRecord({ id: `${id}-new` })]);
    await expect(importLawFile(db, undated, { now, statusAsOf: null })).rejects.toThrow(
      /no status_as_of date/,
    );

    expect(await db.select().from(lawNotifications).orderBy(asc(lawNotifications.id))).toEqual(
      before,
    );
  });

  it('writes nothing when the database refuses a record after hundreds were written', async () => {
    const id = uniquePrefix();
    // 600 records go in two statements; the last record (a NUL character, which PostgreSQL text
    // cannot hold) fails the second, after the first 500 were written in the same transaction.
    const records = Array.from({ length: 600 }, (_, i) =>
      lawRecord({ id: `${id}-${String(i).padStart(4, '0')}`, status_as_of: '2026-03-01' }),
    );
    records[599] = { ...records[599], summary: 'Refused \u0000 by the database.' };
    const file = await writeLawFile(dir, 'refused.json', records);
    await expect(importLawFile(db, file, { now, statusAsOf: null })).rejects.toThrow();
    expect(await testRows()).toEqual([]);
  });

  it('seeds again without writing, and never undoes an import with an older status', async () => {
    const id = uniquePrefix();
    const seed = await writeLawFile(dir, 'seed.json', [
      lawRecord({ id: `${id}-a`, status: 'pending', status_as_of: '2026-01-01' }),
      lawRecord({ id: `${id}-b`, status: 'pending', status_as_of: '2026-01-01' }),
    ]);
    expect(await seedLawNotifications(db, { now, file: seed })).toEqual([`${id}-a`, `${id}-b`]);
    expect(await seedLawNotifications(db, { now, file: seed })).toEqual([]);

    const update = await writeLawFile(dir, 'update.json', [
      lawRecord({ id: `${id}-a`, status: 'enjoined', status_as_of: '2026-02-01' }),
    ]);
    await importLawFile(db, update, { now, statusAsOf: null });
    expect(await seedLawNotifications(db, { now, file: seed })).toEqual([]);

    const newerSeed = await writeLawFile(dir, 'newer-seed.json', [
      lawRecord({ id: `${id}-a`, status: 'in effect', status_as_of: '2026-01-15' }),
      lawRecord({ id: `${id}-b`, status: 'in effect', status_as_of: '2026-01-15' }),
    ]);
    expect(await seedLawNotifications(db, { now, file: newerSeed })).toEqual([`${id}-b`]);
    expect((await testRows()).map((r) => [r.id, r.status])).toEqual([
      [`${id}-a`, 'enjoined'],
      [`${id}-b`, 'in effect'],
    ]);
  });
});
