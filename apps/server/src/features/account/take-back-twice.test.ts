import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { createAlert, eventually, randomPlace } from '../../test/alerts';
import { outboxOf, saveConfirmedCircle } from '../../test/contacts';
import { createTestAppWithDatabase } from '../../test/create-test-app';
import {
  asSession,
  randomPhone,
  startVerifiedSession,
  type TestSession,
} from '../../test/phone-sessions';
import { putPins } from '../../test/pins';
import { agePins, takeBackFrom } from '../../test/take-back';
import { describeApi } from '../../test/test-database';

const STOP = '246810';
const DURESS = '135790';

/**
 * The outside tester's second look at the take-back: the holder knows only the PIN they were
 * given, plants PINs of their own on the new phone and tries them where they would guard; and a
 * take-back after a take-back keeps the circle confirmed, so no contact is silenced unseen.
 */
describeApi('a take-back seen twice: the holder’s probes and a second take-back', () => {
  let app: App;
  let db: Database;
  beforeAll(async () => {
    ({ app, db } = await createTestAppWithDatabase());
  });
  afterAll(() => app.close());

  const get = (who: TestSession, url: string) =>
    app.inject({ method: 'GET', url, ...asSession(who) });
  const send = (
    who: TestSession,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload: object,
  ) => app.inject({ method, url, payload, ...asSession(who) });

  async function seizedOwner() {
    const owner = await startVerifiedSession(app);
    const contact = randomPhone().e164;
    await saveConfirmedCircle(app, owner, [contact]);
    await putPins(app, owner, { pins: { stop: STOP, duress: DURESS } });
    await agePins(db, owner.userId, 8);
    return { owner, contact };
  }

  async function takeBack(e164: string, stopPin: string) {
    const { answer, phone } = await takeBackFrom(app, e164, { stopPin });
    expect(answer.statusCode).toBe(200);
    return phone;
  }

  it('the PIN the holder was given and PINs they plant answer alike whichever it was', async () => {
    const seen = [];
    for (const given of [STOP, DURESS]) {
      const { owner } = await seizedOwner();
      const phone = await takeBack(owner.e164, given);
      const probes = [
        (await send(phone, 'POST', '/api/me/pins/check', { pin: given })).statusCode,
        (await send(phone, 'PUT', '/api/me/pins', { pins: { stop: '1111', duress: '2222' } }))
          .statusCode,
        (await send(phone, 'POST', '/api/me/pins/check', { pin: given })).statusCode,
        (await send(phone, 'POST', '/api/me/pins/check', { pin: '1111' })).statusCode,
        (await send(phone, 'POST', '/api/me/pins/check', { pin: '2222' })).statusCode,
        (await get(phone, '/api/me/pins')).json(),
        (await send(phone, 'DELETE', '/api/phone', { pin: '1111' })).statusCode,
        (await get(phone, '/api/user/verification-status')).json().isPhoneVerified,
      ];
      seen.push(probes);
    }
    expect(seen[1]).toEqual(seen[0]);
  });

  it('a second take-back, whichever PINs, keeps every contact confirmed and texted', async () => {
    for (const first of [STOP, DURESS]) {
      const { owner, contact } = await seizedOwner();
      await takeBack(owner.e164, first);
      const again = await takeBack(owner.e164, STOP);
      const circle = (await get(again, '/api/trusted-contacts')).json();
      expect(circle.contacts).toMatchObject([{ phone: contact, consent: 'confirmed' }]);
      const before = (await outboxOf(app, contact)).length;
      await createAlert(app, again, randomPlace());
      await eventually(async () => {
        if ((await outboxOf(app, contact)).length <= before) throw new Error('not texted yet');
      });
    }
  });
});
