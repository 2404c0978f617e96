import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { identities, recordings } from '../../db/schema';
import { createAlert, randomPlace } from '../../test/alerts';
import { outboxOf, putCircle, saveConfirmedCircle } from '../../test/contacts';
import { createTestAppWithDatabase } from '../../test/create-test-app';
import {
  asSession,
  randomPhone,
  startVerifiedSession,
  type TestSession,
} from '../../test/phone-sessions';
import { putPins } from '../../test/pins';
import { startUpload, uploadAll } from '../../test/recordings';
import { describeApi } from '../../test/test-database';

const STOP = '246810';
const DURESS = '135790';
const WRONG = '000000';

/**
 * The holder of a seized phone (seized-phone.test.ts) tries the erasing paths the first suite
 * does not: the number without any PIN, footage that is no alert's, and an alert's footage when
 * no contact has confirmed. Each is refused, or pretends, and nothing is erased.
 */
describeApi('a seized phone in hostile hands: the erasing paths', () => {
  let app: App;
  let db: Database;
  beforeAll(async () => {
    ({ app, db } = await createTestAppWithDatabase());
  });
  afterAll(() => app.close());

  const get = (who: TestSession, url: string) =>
    app.inject({ method: 'GET', url, ...asSession(who) });
  const send = (who: TestSession, method: 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, ...asSession(who), ...(payload === undefined ? {} : { payload }) });

  /** A verified person with PINs set and, unless `circle` is empty, one confirmed contact. */
  async function personWithPins(circle: 'confirmed' | 'unconfirmed' | 'none' = 'confirmed') {
    const owner = await startVerifiedSession(app);
    const contact = randomPhone().e164;
    if (circle === 'confirmed') await saveConfirmedCircle(app, owner, [contact]);
    if (circle === 'unconfirmed')
      expect((await putCircle(app, owner, [contact])).statusCode).toBe(200);
    expect((await putPins(app, owner, { pins: { stop: STOP, duress: DURESS } })).statusCode).toBe(
      200,
    );
    return { owner, contact };
  }

  async function recordingRow(id: string) {
    const [row] = await db.select().from(recordings).where(eq(recordings.id, id));
    return row;
  }

  it('keeps the number verified when the phone is removed with no PIN or a wrong one', async () => {
    const { owner } = await personWithPins();
    const noPin = await send(owner, 'DELETE', '/api/phone');
    expect(noPin.statusCode).toBe(403);
    expect(noPin.json()).toMatchObject({ code: 'pin_required' });
    const emptyBody = await send(owner, 'DELETE', '/api/phone', {});
    expect(emptyBody.statusCode).toBe(403);
    expect(emptyBody.json()).toMatchObject({ code: 'pin_required' });
    const wrong = await send(owner, 'DELETE', '/api/phone', { pin: WRONG });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'pin_wrong' });

    // The phone still reads its number, and the server still holds it.
    expect((await get(owner, '/api/session')).json()).toMatchObject({ isPhoneVerified: true });
    expect((await get(owner, '/api/user/verification-status')).json()).toMatchObject({
      isPhoneVerified: true,
    });
    const [identity] = await db.select().from(identities).where(eq(identities.id, owner.userId));
    expect(identity?.phoneVerifiedAt).toBeInstanceOf(Date);
    expect(identity?.phoneHash).not.toBeNull();
    // The stop PIN does remove it: the refusals above were the PIN's, not the route's.
    expect((await send(owner, 'DELETE', '/api/phone', { pin: STOP })).statusCode).toBe(204);
    expect((await get(owner, '/api/session')).json()).toMatchObject({ isPhoneVerified: false });
  });

  it('schedules no deletion of footage that is no alert’s without the stop PIN; the duress PIN only pretends', async () => {
    const { owner, contact } = await personWithPins();
    // A take begun at the touch, with no alert id and no alert anywhere near it.
    const take = await startUpload(app, owner);
    await uploadAll(app, owner, take.recordingId, [randomBytes(2048)]);
    expect((await recordingRow(take.recordingId))?.alertId).toBeNull();
    const erase = (payload?: object) =>
      send(owner, 'DELETE', `/api/recordings/${take.recordingId}`, payload);

    const noPin = await erase({});
    expect(noPin.statusCode).toBe(403);
    expect(noPin.json()).toMatchObject({ code: 'pin_required' });
    const wrong = await erase({ pin: WRONG });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'pin_wrong' });
    expect((await recordingRow(take.recordingId))?.deleteAt).toBeNull();
    expect((await recordingRow(take.recordingId))?.deletionRequestedAt).toBeNull();

    // The duress PIN: the phone is told the deletion is scheduled, and reads it so.
    const pretended = await erase({ pin: DURESS });
    expect(pretended.statusCode).toBe(202);
    const { deleteAt } = pretended.json() as { deleteAt: string };
    expect(Date.parse(deleteAt)).toBeGreaterThan(Date.now());
    const listed = (await get(owner, '/api/recordings')).json() as {
      id: string;
      deleteAt: string | null;
    }[];
    expect(listed.find((r) => r.id === take.recordingId)?.deleteAt).toBe(deleteAt);
    expect((await get(owner, `/api/recordings/${take.recordingId}`)).json()).toMatchObject({
      deleteAt,
    });
    // Nothing is scheduled on the server, and the contact hears of the duress.
    const row = await recordingRow(take.recordingId);
    expect(row?.deleteAt).toBeNull();
    expect(row?.deletionRequestedAt).toBeNull();
    await expect
      .poll(async () => (await outboxOf(app, contact)).filter((sms) => /DURESS/.test(sms.body)))
      .toHaveLength(1);
  });

  it("refuses deleting an alert's footage with deletion_needs_contact when no contact has confirmed, whichever PIN", async () => {
    const answers = [];
    for (const pin of [STOP, DURESS]) {
      const { owner, contact } = await personWithPins('unconfirmed');
      const take = await startUpload(app, owner);
      await uploadAll(app, owner, take.recordingId, [randomBytes(1024)]);
      await createAlert(app, owner, randomPlace());
      const asked = await send(owner, 'DELETE', `/api/recordings/${take.recordingId}`, { pin });
      answers.push([asked.statusCode, asked.body]);
      expect(asked.statusCode).toBe(403);
      expect(asked.json()).toMatchObject({ code: 'deletion_needs_contact' });
      // No code went anywhere: not to the contact who never agreed, not to the phone.
      const row = await recordingRow(take.recordingId);
      expect(row?.deleteAt).toBeNull();
      expect(row?.deletionCodeHash).toBeNull();
      const codes = (texts: { body: string }[]) =>
        texts.filter((sms) => /delete footage|deletion code/.test(sms.body));
      expect(codes(await outboxOf(app, contact))).toEqual([]);
      expect(codes(await outboxOf(app, owner.e164))).toEqual([]);
      const listed = (await get(owner, '/api/recordings')).json() as {
        id: string;
        deleteAt: string | null;
      }[];
      expect(listed.find((r) => r.id === take.recordingId)?.deleteAt).toBeNull();
    }
    expect(answers[0]).toEqual(answers[1]);
  });

  it('refuses it the same with no contact at all, and asks for the code once one confirms', async () => {
    const { owner } = await personWithPins('none');
    const take = await startUpload(app, owner);
    await uploadAll(app, owner, take.recordingId, [randomBytes(1024)]);
    await createAlert(app, owner, randomPlace());
    const erase = () => send(owner, 'DELETE', `/api/recordings/${take.recordingId}`, { pin: STOP });
    expect((await erase()).json()).toMatchObject({ code: 'deletion_needs_contact' });
    const contact = randomPhone().e164;
    await saveConfirmedCircle(app, owner, [contact], STOP);
    expect((await erase()).json()).toMatchObject({ code: 'deletion_code_required' });
    await expect
      .poll(async () => (await outboxOf(app, contact)).map((sms) => sms.body).join('\n'))
      .toMatch(/asked to delete footage of an emergency/);
    expect((await recordingRow(take.recordingId))?.deleteAt).toBeNull();
  });
});
