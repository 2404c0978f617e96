import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { createAlert, eventually, randomPlace } from '../../test/alerts';
import { outboxOf, putCircle, saveConfirmedCircle } from '../../test/contacts';
import { createTestAppWithDatabase } from '../../test/create-test-app';
import {
  asSession,
  latestCode,
  randomPhone,
  requestCode,
  startSession,
  startVerifiedSession,
  submitCode,
  type TestSession,
} from '../../test/phone-sessions';
import { endAlertWithPin, putPins } from '../../test/pins';
import { startUpload, uploadAll } from '../../test/recordings';
import { agePins, takeBackFrom } from '../../test/take-back';
import { describeApi } from '../../test/test-database';

const STOP = '246810';
const DURESS = '135790';

/**
 * Whoever holds a seized phone holds its SIM: from a second browser they verify the owner's
 * number without "sign out my other devices". The number leaves the owner's identity (one number,
 * one identity), but nothing the PINs guard gives way: the seized cookie still cannot empty the
 * circle, erase footage, delete the account or drop the PINs without the stop PIN, a duress end
 * still reaches the contacts, and the owner takes everything back from a new phone.
 */
describeApi('the owner’s number verified on another browser without signing out', () => {
  let app: App;
  let db: Database;
  beforeAll(async () => {
    ({ app, db } = await createTestAppWithDatabase());
  });
  afterAll(() => app.close());

  const get = (who: TestSession, url: string) =>
    app.inject({ method: 'GET', url, ...asSession(who) });
  const send = (who: TestSession, method: 'PUT' | 'DELETE', url: string, payload: object) =>
    app.inject({ method, url, payload, ...asSession(who) });

  async function seizedOwnerVerifiedElsewhere() {
    const owner = await startVerifiedSession(app);
    const contact = randomPhone().e164;
    await saveConfirmedCircle(app, owner, [contact]);
    expect((await putPins(app, owner, { pins: { stop: STOP, duress: DURESS } })).statusCode).toBe(
      200,
    );
    await agePins(db, owner.userId, 8);
    const { id: alertId } = await createAlert(app, owner, randomPlace());
    const take = await startUpload(app, owner, { alertId });
    await uploadAll(app, owner, take.recordingId, [randomBytes(512)]);

    const elsewhere = await startSession(app);
    expect((await requestCode(app, elsewhere, owner.e164)).statusCode).toBe(200);
    const code = await latestCode(app, owner.e164);
    expect((await submitCode(app, elsewhere, owner.e164, code)).statusCode).toBe(200);
    return { owner, contact, alertId, recordingId: take.recordingId, elsewhere };
  }

  it('leaves every guard standing on the seized cookie: circle, footage, account, PINs', async () => {
    const { owner, recordingId, alertId } = await seizedOwnerVerifiedElsewhere();
    const refusals = [
      await putCircle(app, owner, []),
      await send(owner, 'DELETE', `/api/recordings/${recordingId}`, {}),
      await send(owner, 'DELETE', '/api/me', {}),
      await send(owner, 'PUT', '/api/me/pins', { pins: null }),
      await app.inject({
        method: 'POST',
        url: `/api/alerts/${alertId}/end`,
        payload: {},
        ...asSession(owner),
      }),
    ];
    // Refused for the PIN, or because the phone no longer reads as verified: either way, nothing
    // gives way.
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(['pin_required', 'phone_verification_required']).toContain(refused.json().code);
    }
    expect(refusals.map((r) => r.json().code)).toContain('pin_required');
    // Footage and circle are whole.
    const [listed] = (await get(owner, '/api/recordings')).json() as { deleteAt: string | null }[];
    expect(listed?.deleteAt).toBeNull();
    const circle = (await get(owner, '/api/trusted-contacts')).json() as { contacts: unknown[] };
    expect(circle.contacts).toHaveLength(1);
  });

  it('a duress end on the seized phone still reaches the contacts', async () => {
    const { owner, contact, alertId } = await seizedOwnerVerifiedElsewhere();
    const before = (await outboxOf(app, contact)).length;
    expect((await endAlertWithPin(app, owner, alertId, DURESS)).statusCode).toBe(200);
    await eventually(async () => expect((await outboxOf(app, contact)).length).toBe(before + 1));
  });

  it('the owner takes everything back from a new phone with the stop PIN; both other cookies are signed out', async () => {
    const { owner, elsewhere } = await seizedOwnerVerifiedElsewhere();
    const back = await takeBackFrom(app, owner.e164, { stopPin: STOP });
    expect(back.answer.statusCode, back.answer.body).toBe(200);
    expect(back.answer.json().takenBack).toMatchObject({ recordings: 1, alerts: 1, contacts: 1 });
    expect((await get(owner, '/api/recordings')).statusCode).toBe(401);
    expect((await get(elsewhere, '/api/recordings')).statusCode).toBe(401);
    expect((await get(back.phone, '/api/recordings')).json()).toHaveLength(1);
  });
});
