import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app';
import type { Database } from '../db/database';
import { createIsolatedTestApp } from './create-test-app';
import { changedKeys, createStoredDataSnapshot, type StoredData } from './stored-data';
import { describeApi } from './test-database';

/**
 * The robustness suites trust this snapshot to see every write a refused request makes. It skips
 * the per-table query while no transaction could have written and re-reads only files that
 * moved: here each kind of write is made between two snapshots and must show.
 */
describeApi('a snapshot of what the server stores', () => {
  let app: App;
  let db: Database;
  let dataDir: string;
  let snapshot: () => Promise<StoredData>;

  beforeAll(async () => {
    const isolated = await createIsolatedTestApp();
    ({ app, db, dataDir } = isolated);
    await app.ready();
    snapshot = createStoredDataSnapshot(isolated);
  });
  afterAll(() => app?.close());

  it('is unchanged when nothing was written, and shows each kind of write', async () => {
    await db.execute(sql`create table if not exists public.snapshot_probe (value text)`);
    const quiet = await snapshot();
    expect(changedKeys(quiet, await snapshot())).toEqual([]);

    await db.execute(sql`insert into public.snapshot_probe values ('a')`);
    const inserted = await snapshot();
    expect(changedKeys(quiet, inserted)).toEqual(['public.snapshot_probe']);

    // The same value written again is still a write.
    await db.execute(sql`update public.snapshot_probe set value = 'a'`);
    const updated = await snapshot();
    expect(changedKeys(inserted, updated)).toEqual(['public.snapshot_probe']);

    await db.execute(sql`delete from public.snapshot_probe`);
    expect(changedKeys(updated, await snapshot())).toEqual(['public.snapshot_probe']);
  });

  it('shows a file written, and written again at once with other bytes of the same length', async () => {
    const path = join(dataDir, 'snapshot-probe.bin');
    await writeFile(path, 'first');
    const first = await snapshot();
    await writeFile(path, 'other');
    const second = await snapshot();
    expect(changedKeys(first, second)).toEqual(['file:snapshot-probe.bin']);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(changedKeys(second, await snapshot())).toEqual([]);
    await writeFile(path, 'third');
    expect(changedKeys(second, await snapshot())).toEqual(['file:snapshot-probe.bin']);
  });
});
