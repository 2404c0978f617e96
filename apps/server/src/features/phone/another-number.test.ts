import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { identities, phoneCodeSends } from '../../db/schema';
import { saveConfirmedCircle } from '../../test/contacts';
import { createTestAppWithDatabase } from '../../test/create-test-app';
import {
  asSession,
  latestCode,
  randomPhone,
  requestCode,
  startSession,
  startVerifiedSession,
  type TestSession,
} from '../../test/phone-sessions';
import { putPins } from '../../test/pins';
import { startUpload, uploadAll } from '../../test/recordings';
import { SESSION_COOKIE_NAME } from '../../platform/identity/session-cookie';
import { describeApi } from '../../test/test-database';

const STOP = '246810';
const DURESS = '135790';

/**
 * Whoever holds a taken phone verifies their own number on it (they read only their own SIM's
 * code), with no PIN or with the one they were given. The owner's account must keep its number,
 * its footage and its contacts, and nothing the holder's number does later may reach them.
 */
describeApi('verifying another number on a phone', () => {
  let app: App;
  let db: Database;
  beforeAll(async () => {
    ({ app, db } = await createTestAppWithDatabase());
  });
  afterAll(() => app.close());

  const get = (who: TestSession, url: string) =>
    app.inject({ method: 'GET', url, ...asSession(who) });

  /** Verifies `typed` on the session; the session it goes on as (a new cookie, if one was set). */
  async function verify(who: TestSession, phone: { typed: string; e164: string }, signOut = false) {
    expect((await requestCode(app, who, phone.typed)).statusCode).toBe(200);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/phone/verify/code',
      payload: {
        phoneNumber: phone.typed,
        verificationCode: await latestCode(app, phone.e164),
        signOutOtherDevices: signOut,
      },
      ...asSession(who),
    });
    expect(answer.statusCode).toBe(200);
    const cookie = answer.cookies.find((c) => c.name === SESSION_COOKIE_NAME)?.value;
    const session = (await get({ ...who, cookie: cookie ?? who.cookie }, '/api/session')).json();
    return {
      answer: answer.json(),
      as: { ...who, cookie: cookie ?? who.cookie, userId: session.userId },
    };
  }

  async function owner() {
    const person = await startVerifiedSession(app);
    await saveConfirmedCircle(app, person, [randomPhone().e164]);
    const take = await startUpload(app, person);
    await uploadAll(app, person, take.recordingId, [randomBytes(1024)]);
    return { person, take: take.recordingId };
  }

  it("starts a new account for the holder's number and leaves the owner's whole, with or without PINs", async () => {
    for (const pins of [false, true]) {
      const { person, take } = await owner();
      if (pins) await putPins(app, person, { pins: { stop: STOP, duress: DURESS } });
      const holderNumber = randomPhone();
      const { answer, as } = await verify(person, holderNumber);
      expect(answer).toMatchObject({ success: true, startedNewAccount: true });
      expect(as.userId).not.toBe(person.userId);
      // The phone now reads the new, empty account.
      expect((await get(as, '/api/recordings')).json()).toEqual([]);
      expect((await get(as, '/api/trusted-contacts')).json()).toEqual({ contacts: [] });
      expect((await get(as, '/api/me/pins')).json()).toEqual({ hasStopPin: false });
      // The owner's account keeps its number and everything.
      const [kept] = await db.select().from(identities).where(eq(identities.id, person.userId));
      expect(kept?.phoneVerifiedAt).toBeInstanceOf(Date);
      expect(kept?.revokedAt).toBeNull();
      const mine = (await get(person, '/api/recordings')).json() as { id: string }[];
      expect(mine.map((r) => r.id)).toContain(take);
    }
  });

  it("gives the holder's number nothing of the owner's, before or after the owner takes everything back", async () => {
    for (const holderFirst of [true, false]) {
      const { person, take } = await owner();
      const holderNumber = randomPhone();
      await verify(person, holderNumber);
      const holderTakesBack = async () => {
        // The holder, on another session, with their own number and "sign out the others".
        const { answer, as } = await verify(await startSession(app), holderNumber, true);
        expect(answer.takenBack).toMatchObject({ recordings: 0, alerts: 0, contacts: 0 });
        expect((await get(as, '/api/trusted-contacts')).json()).toEqual({ contacts: [] });
        expect((await get(as, `/api/recordings/${take}`)).statusCode).toBe(404);
      };
      if (holderFirst) await holderTakesBack();
      // The owner, on a new phone, takes back everything.
      const { answer: back, as: ownerAgain } = await verify(
        await startSession(app),
        { typed: person.e164, e164: person.e164 },
        true,
      );
      expect(back.takenBack).toMatchObject({ recordings: 1, contacts: 1 });
      const theirs = (await get(ownerAgain, '/api/recordings')).json() as { id: string }[];
      expect(theirs.map((r) => r.id)).toEqual([take]);
      if (!holderFirst) await holderTakesBack();
      expect((await get(ownerAgain, `/api/recordings/${take}`)).statusCode).toBe(200);
    }
  });

  it('reads verified again after the same number is verified again, whether its removal was real or pretended', async () => {
    const answers = [];
    for (const pin of [STOP, DURESS]) {
      const person = await startVerifiedSession(app);
      await putPins(app, person, { pins: { stop: STOP, duress: DURESS } });
      const removed = await app.inject({
        method: 'DELETE',
        url: '/api/phone',
        payload: { pin },
        ...asSession(person),
      });
      expect(removed.statusCode).toBe(204);
      // The first code was sent a moment ago: as if a few minutes had passed.
      await db
        .update(phoneCodeSends)
        .set({ sentAt: new Date(Date.now() - 10 * 60_000) })
        .where(eq(phoneCodeSends.identityId, person.userId));
      const { answer, as } = await verify(person, { typed: person.e164, e164: person.e164 });
      expect(as.userId).toBe(person.userId);
      const status = (await get(as, '/api/user/verification-status')).json();
      answers.push([answer, { ...status, phoneNumber: status.phoneNumber?.slice(0, -4) }]);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.[1]).toMatchObject({ isPhoneVerified: true });
  });
});
