import { randomBytes } from 'node:crypto';
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
import { startUpload, uploadAll } from '../../test/recordings';
import { describeApi } from '../../test/test-database';

const STOP = '246810';
const DURESS = '135790';
const WRONG = '000000';

/**
 * Whoever seized a phone holds its SIM: they get the texted code as the owner would, start a
 * fresh session on it and "take everything back" with "sign out my other devices". Where the
 * owner's PINs had been set a while, that needs the stop PIN: without it nothing moves and the
 * code is not spent; the duress PIN answers exactly as the stop PIN, while the PINs keep
 * guarding what the new phone would erase and the contacts are told.
 */
describeApi('a take-back from the seized phone’s SIM needs the stop PIN', () => {
  let app: App;
  let db: Database;
  beforeAll(async () => {
    ({ app, db } = await createTestAppWithDatabase());
  });
  afterAll(() => app.close());

  const get = (who: TestSession, url: string) =>
    app.inject({ method: 'GET', url, ...asSession(who) });

  /** An owner of a while: a confirmed contact, PINs set 8 days ago, an alert and a take. */
  async function seizedOwner() {
    const owner = await startVerifiedSession(app);
    const contact = randomPhone().e164;
    await saveConfirmedCircle(app, owner, [contact]);
    expect((await putPins(app, owner, { pins: { stop: STOP, duress: DURESS } })).statusCode).toBe(
      200,
    );
    await agePins(db, owner.userId, 8);
    await createAlert(app, owner, randomPlace());
    const take = await startUpload(app, owner);
    await uploadAll(app, owner, take.recordingId, [randomBytes(512)]);
    return { owner, contact };
  }

  const takeBack = (owner: TestSession & { e164: string }, extra: object, fresh?: TestSession) =>
    takeBackFrom(app, owner.e164, extra, fresh);

  it('without a PIN or with a wrong one nothing moves, the old phone keeps working, and the code is not spent', async () => {
    const { owner } = await seizedOwner();
    const none = await takeBack(owner, {});
    expect(none.answer.statusCode).toBe(403);
    expect(none.answer.json().code).toBe('pin_required');
    const wrong = await takeBack(owner, { stopPin: WRONG }, none.phone);
    expect(wrong.answer.statusCode).toBe(403);
    expect(wrong.answer.json().code).toBe('pin_wrong');
    // Nothing moved: the seized phone still sees its take; the new one sees none.
    expect((await get(owner, '/api/recordings')).json()).toHaveLength(1);
    expect((await get(none.phone, '/api/recordings')).json()).toHaveLength(0);
    // The same code, with the stop PIN, then takes everything back.
    const right = await takeBack(owner, { stopPin: STOP }, none.phone);
    expect(right.answer.statusCode).toBe(200);
    expect(right.answer.json().takenBack).toMatchObject({ recordings: 1, alerts: 1, contacts: 1 });
    expect((await get(owner, '/api/recordings')).statusCode).toBe(401);
  });

  it('guessing the stop PIN through take-backs spends the old phone’s PIN tries: after five wrong ones, from any network, the right one is refused too and nothing moves', async () => {
    const { owner } = await seizedOwner();
    const first = await takeBack(owner, { stopPin: '000001' });
    expect(first.answer.json().code).toBe('pin_wrong');
    for (const guess of ['000002', '000003', '000004']) {
      const again = await takeBack(owner, { stopPin: guess }, first.phone);
      expect(again.answer.json().code).toBe('pin_wrong');
    }
    // A new session on another network, with a fresh code: the tries are the old phone's.
    const fifth = await takeBack(owner, { stopPin: '000005' });
    expect(fifth.answer.json().code).toBe('pin_wrong');
    const right = await takeBack(owner, { stopPin: STOP });
    expect(right.answer.statusCode).toBe(429);
    expect(right.answer.json().code).toBe('pin_rate_limited');
    expect((await get(owner, '/api/recordings')).json()).toHaveLength(1);
    expect((await get(right.phone, '/api/recordings')).json()).toHaveLength(0);
  });

  it('the duress PIN answers as the stop PIN does, every screen alike, while the PINs still guard and the contact is told', async () => {
    const seen = [];
    const told = [];
    for (const pin of [STOP, DURESS]) {
      const { owner, contact } = await seizedOwner();
      const before = (await outboxOf(app, contact)).length;
      const { answer, phone } = await takeBack(owner, { stopPin: pin });
      const reads = [];
      for (const url of ['/api/me/pins', '/api/trusted-contacts', '/api/user/verification-status'])
        reads.push((await get(phone, url)).json());
      const recordingsRead = (await get(phone, '/api/recordings')).json();
      // Emptying the circle answers the same; only the stop PIN's take-back really empties it.
      const emptied = await app.inject({
        method: 'PUT',
        url: '/api/trusted-contacts',
        payload: { contacts: [] },
        ...asSession(phone),
      });
      seen.push({
        status: answer.statusCode,
        takenBack: answer.json().takenBack,
        reads: JSON.stringify(reads)
          .replaceAll(owner.e164.slice(-4), 'XXXX')
          .replaceAll(contact, 'CONTACT'),
        recordings: recordingsRead.length,
        emptied: [emptied.statusCode, emptied.json().contacts],
        seizedCookie: (await get(owner, '/api/recordings')).statusCode,
      });
      const texts = await eventually(async () => {
        const all = await outboxOf(app, contact);
        if (pin === DURESS && !all.some((m) => m.body.includes('DURESS')))
          throw new Error('no duress text yet');
        return all;
      });
      told.push(texts.length > before && texts.some((m) => m.body.includes('DURESS')));
    }
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[0]).toMatchObject({ status: 200, recordings: 1, seizedCookie: 401 });
    expect(seen[0]?.takenBack).toMatchObject({ pinsLeftBehind: true, recordings: 1 });
    expect(told).toEqual([false, true]);
  });

  it('after the duress take-back, what would silence or erase still pretends: the real circle stays', async () => {
    const { owner, contact } = await seizedOwner();
    const { phone } = await takeBack(owner, { stopPin: DURESS });
    const emptied = await app.inject({
      method: 'PUT',
      url: '/api/trusted-contacts',
      payload: { contacts: [] },
      ...asSession(phone),
    });
    expect(emptied.statusCode).toBe(200);
    // The owner, on another phone with the stop PIN, finds the contact still in the circle.
    const { answer, phone: ownersPhone } = await takeBack(
      { ...phone, e164: owner.e164 },
      { stopPin: STOP },
    );
    expect(answer.statusCode).toBe(200);
    const circle = (await get(ownersPhone, '/api/trusted-contacts')).json();
    expect(circle.contacts.map((c: { phone: string }) => c.phone)).toEqual([contact]);
  });

  it('where the holder was shown the PINs removed, a take-back with no PIN pretends and the real stop PIN still counts', async () => {
    const { owner, contact } = await seizedOwner();
    const cleared = await putPins(app, owner, { pins: null, currentPin: DURESS });
    expect(cleared.json()).toEqual({ hasStopPin: false });
    const pretended = await takeBack(owner, {});
    expect(pretended.answer.statusCode).toBe(200);
    // Nothing is unguarded on the holder's new phone: emptying the circle pretends.
    await app.inject({
      method: 'PUT',
      url: '/api/trusted-contacts',
      payload: { contacts: [] },
      ...asSession(pretended.phone),
    });
    const real = await takeBack({ ...pretended.phone, e164: owner.e164 }, { stopPin: STOP });
    expect(real.answer.statusCode).toBe(200);
    const circle = (await get(real.phone, '/api/trusted-contacts')).json();
    expect(circle.contacts.map((c: { phone: string }) => c.phone)).toEqual([contact]);
    expect((await get(real.phone, '/api/me/pins')).json()).toEqual({ hasStopPin: false });
  });

  it('PINs set lately do not guard: a PIN planted by whoever held the phone never locks the owner out', async () => {
    const owner = await startVerifiedSession(app);
    await putPins(app, owner, { pins: { stop: '777777', duress: null } });
    const { answer } = await takeBack(owner, {});
    expect(answer.statusCode).toBe(200);
    expect(answer.json().takenBack).toMatchObject({ pinsLeftBehind: true });
  });
});
