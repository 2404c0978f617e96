import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { recordings } from '../../db/schema';
import { createTestAppWithDatabase } from '../../test/create-test-app';
import {
  asSession,
  latestCode,
  requestCode,
  startSession,
  startVerifiedSession,
  type TestSession,
} from '../../test/phone-sessions';
import { startUpload, uploadAll } from '../../test/recordings';
import { describeApi } from '../../test/test-database';

const DAY_MS = 86_400_000;

/**
 * The take-back (take-back.ts) cancels the deletions asked from the phones that held the number
 * and names each with when it was asked: the app says "asked from another phone on …". A
 * deletion the owner asked on the new phone itself is theirs, and stands.
 */
describeApi('a take-back names the deletions the other phone asked', () => {
  let app: App;
  let db: Database;
  beforeAll(async () => {
    ({ app, db } = await createTestAppWithDatabase());
  });
  afterAll(() => app.close());

  /** A take of the day before (no alert's: no code needed), its deletion asked from `who`. */
  async function deletedTake(who: TestSession, title: string) {
    const take = await startUpload(app, who);
    await uploadAll(app, who, take.recordingId, [randomBytes(512)]);
    await db
      .update(recordings)
      .set({ createdAt: new Date(Date.now() - DAY_MS), title })
      .where(eq(recordings.id, take.recordingId));
    const asked = await app.inject({
      method: 'DELETE',
      url: `/api/recordings/${take.recordingId}`,
      payload: {},
      ...asSession(who),
    });
    expect(asked.statusCode).toBe(202);
    const [row] = await db.select().from(recordings).where(eq(recordings.id, take.recordingId));
    expect(row?.deletionRequestedAt).toBeInstanceOf(Date);
    return { id: take.recordingId, requestedAt: row?.deletionRequestedAt ?? new Date(0) };
  }

  it('cancels and lists only what the other phone asked, with when; the new phone’s own deletion stands', async () => {
    const seized = await startVerifiedSession(app);
    const theirs = await deletedTake(seized, 'Asked on the seized phone');

    // The owner's new phone records and deletes a take of its own before verifying the number.
    const newPhone = await startSession(app);
    const mine = await deletedTake(newPhone, 'Asked on the new phone');
    await requestCode(app, newPhone, seized.e164);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/phone/verify/code',
      payload: {
        phoneNumber: seized.e164,
        verificationCode: await latestCode(app, seized.e164),
        signOutOtherDevices: true,
      },
      ...asSession(newPhone),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().takenBack.cancelledDeletions).toEqual([
      {
        recordingId: theirs.id,
        title: 'Asked on the seized phone',
        requestedAt: theirs.requestedAt.toISOString(),
      },
    ]);

    const rowOf = async (id: string) =>
      (await db.select().from(recordings).where(eq(recordings.id, id)))[0];
    expect(await rowOf(theirs.id)).toMatchObject({
      userId: newPhone.userId,
      deleteAt: null,
      deletionRequestedAt: null,
    });
    expect(await rowOf(mine.id)).toMatchObject({
      userId: newPhone.userId,
      deletionRequestedAt: mine.requestedAt,
    });
    expect((await rowOf(mine.id))?.deleteAt).toBeInstanceOf(Date);
  });
});
