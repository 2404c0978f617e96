import { randomBytes } from 'node:crypto';
import { CustodyLogSchema, custodyEntryHash, custodyGenesis } from '@redzone/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { createTestAppWithDatabase } from '../../test/create-test-app';
import { asSession, startSession, type TestSession } from '../../test/phone-sessions';
import { finishUpload, startUpload, uploadAll } from '../../test/recordings';
import { describeApi } from '../../test/test-database';

describeApi('custody log', () => {
  let app: App;
  let db: Database;
  let owner: TestSession;
  let stranger: TestSession;

  beforeAll(async () => {
    ({ app, db } = await createTestAppWithDatabase());
    owner = await startSession(app);
    stranger = await startSession(app);
  });
  afterAll(() => app.close());

  async function recording(): Promise<string> {
    const chunks = [randomBytes(1000), randomBytes(1000)];
    const { recordingId } = await startUpload(app, owner);
    await uploadAll(app, owner, recordingId, chunks);
    await finishUpload(app, owner, recordingId, chunks);
    return recordingId;
  }

  const custodyLog = async (who: TestSession, id: string) =>
    app.inject({ method: 'GET', url: `/api/recordings/${id}/custody-log`, ...asSession(who) });

  const video = (id: string, query = '', headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: `/api/recordings/${id}/video${query}`,
      headers,
      ...asSession(owner),
    });

  it('logs each viewing and download of the footage, not each seek', async () => {
    const id = await recording();
    expect((await video(id)).statusCode).toBe(200);
    expect((await video(id, '', { range: 'bytes=500-' })).statusCode).toBe(206);
    expect((await video(id, '?download=1')).statusCode).toBe(200);
    const response = await custodyLog(owner, id);
    expect(response.statusCode).toBe(200);
    const { entries } = CustodyLogSchema.parse(response.json());
    expect(entries.map((entry) => [entry.seq, entry.action, entry.detail])).toEqual([
      [0, 'view', 'full layer'],
      [1, 'download', 'full layer'],
    ]);
    // One identity, one tag; never the identity itself.
    expect(entries[0]?.actor).toMatch(/^owner:[0-9a-f]{16}$/);
    expect(entries[1]?.actor).toBe(entries[0]?.actor);
    expect(response.body).not.toContain(owner.userId);
  });

  it('links every entry to the one before it, from the recording’s genesis', async () => {
    const id = await recording();
    await video(id);
    await video(id, '?download=1');
    await app.inject({
      method: 'POST',
      url: '/api/video-reports',
      payload: {
        recordingId: id,
        agencyId: 'CA0191200',
        crimeType: 'illegal_search',
        incidentDate: '2026-11-21T18:30:00.000Z',
        officerBadgeNumber: null,
        officerName: null,
        incidentDescription: 'Searched without consent.',
        witnessCount: 0,
        isAnonymous: true,
      },
      ...asSession(owner),
    });
    const { entries } = CustodyLogSchema.parse((await custodyLog(owner, id)).json());
    expect(entries.map((entry) => entry.action)).toEqual(['view', 'download', 'report']);
    expect(entries[2]?.actor).toMatch(/^report:/);
    let link = await custodyGenesis(id);
    for (const entry of entries) {
      expect(entry.prevHash).toBe(link);
      const { entryHash, ...rest } = entry;
      expect(entryHash).toBe(await custodyEntryHash(id, rest));
      link = entryHash;
    }
  });

  it('answers 404 for another identity’s recording, as for a missing one', async () => {
    const id = await recording();
    expect((await custodyLog(stranger, id)).statusCode).toBe(404);
  });

  it('refuses any change to a logged entry in the database itself', async () => {
    const id = await recording();
    await video(id);
    await expect(
      db.execute(
        sql`update custody_log set detail = 'nothing happened' where recording_id = ${id}`,
      ),
    ).rejects.toThrow();
    const { entries } = CustodyLogSchema.parse((await custodyLog(owner, id)).json());
    expect(entries[0]?.detail).toBe('full layer');
  });
});
