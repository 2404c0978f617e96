import { randomBytes } from 'node:crypto';
import type { Point } from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createAlert, listAlerts, postAlert, randomPlace, respond } from '../../test/alerts';
import { consentToken, outboxOf, saveConfirmedCircle } from '../../test/contacts';
import { createTestApp } from '../../test/create-test-app';
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
 * The second outside red team's attacks on the pretences, kept: after the duress PIN "removed"
 * the number or "deleted" the account, the phone and the holder's own phone at the scene read
 * what a real act leaves; a real account deletion loses no footage and tells the contacts; a
 * take-back leaves the PINs behind and names the contacts added lately.
 */
describeApi('what the duress PIN pretended holds against a second look', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const send = (who: TestSession, method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
    app.inject({
      method,
      url,
      ...asSession(who),
      ...(body === undefined ? {} : { payload: body }),
    });

  async function owner() {
    const person = await startVerifiedSession(app);
    const contact = randomPhone().e164;
    await saveConfirmedCircle(app, person, [contact]);
    await putPins(app, person, { pins: { stop: STOP, duress: DURESS } });
    return { person, contact };
  }

  const alertAt = (place: Point) => ({
    latitude: place.latitude,
    longitude: place.longitude,
    location: 'Main St',
    description: 'Traffic stop',
  });

  it('cannot alert or set PINs once the number reads as removed, whichever PIN removed it', async () => {
    const answers = [];
    for (const pin of [DURESS, STOP]) {
      const { person } = await owner();
      expect((await send(person, 'DELETE', '/api/phone', { pin })).statusCode).toBe(204);
      const alert = await postAlert(app, person, alertAt(randomPlace()));
      const pins = await putPins(app, person, { pins: { stop: '1111', duress: null } });
      answers.push([alert.statusCode, alert.json().code, pins.statusCode, pins.json().code]);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual([
      403,
      'phone_verification_required',
      403,
      'phone_verification_required',
    ]);
  });

  it("ends the alert for everyone when the account is deleted, really or not; the holder's own phone at the scene reads the same", async () => {
    const answers = [];
    for (const pin of [DURESS, STOP]) {
      const { person } = await owner();
      const place = randomPlace();
      const holdersPhone = await startVerifiedSession(app);
      const alert = await createAlert(app, person, place);
      expect((await send(person, 'DELETE', '/api/me', { pin })).statusCode).toBe(204);
      answers.push([
        (await respond(app, holdersPhone, alert.id)).statusCode,
        (await send(holdersPhone, 'POST', `/api/alerts/${alert.id}/acknowledge`)).statusCode,
        (await listAlerts(app, holdersPhone, place)).map((a) => a.id),
      ]);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual([404, 404, []]);
  });

  it("keeps an alert's footage through a real account deletion: the contacts are told, and the owner's number takes it back", async () => {
    const { person, contact } = await owner();
    const take = await startUpload(app, person);
    await uploadAll(app, person, take.recordingId, [randomBytes(1024)]);
    await createAlert(app, person, randomPlace());
    expect((await send(person, 'DELETE', '/api/me', { pin: STOP })).statusCode).toBe(204);
    await expect
      .poll(async () => (await outboxOf(app, contact)).map((sms) => sms.body).join('\n'))
      .toMatch(/deleted their Red Zone account\. The footage of their emergencies is kept/);

    const fresh = await startSession(app);
    await requestCode(app, fresh, person.e164);
    const back = await app.inject({
      method: 'POST',
      url: '/api/phone/verify/code',
      payload: {
        phoneNumber: person.e164,
        verificationCode: await latestCode(app, person.e164),
        signOutOtherDevices: true,
      },
      ...asSession(fresh),
    });
    expect(back.json().takenBack).toMatchObject({ recordings: 1, alerts: 1 });
    const video = await app.inject({
      method: 'GET',
      url: `/api/recordings/${take.recordingId}`,
      ...asSession(fresh),
    });
    expect(video.statusCode).toBe(200);
  });

  it('leaves the PINs behind on a take-back and names the contacts added lately, so a planted contact and PIN do not lock the owner out', async () => {
    const { person } = await owner();
    const planted = randomPhone().e164;
    // With the real stop PIN, whoever holds the phone adds their own number and sets a new PIN.
    const circle = (
      await app.inject({ method: 'GET', url: '/api/trusted-contacts', ...asSession(person) })
    ).json();
    await saveConfirmedCircle(
      app,
      person,
      [...circle.contacts.map((c: { phone: string }) => c.phone), planted],
      STOP,
    );
    await putPins(app, person, { pins: { stop: '777777', duress: null }, currentPin: STOP });

    const fresh = await startSession(app);
    await requestCode(app, fresh, person.e164);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/phone/verify/code',
      payload: {
        phoneNumber: person.e164,
        verificationCode: await latestCode(app, person.e164),
        signOutOtherDevices: true,
      },
      ...asSession(fresh),
    });
    const cookie = verified.cookies.find((c) => c.name === SESSION_COOKIE_NAME)?.value;
    const now = { ...fresh, cookie: cookie ?? fresh.cookie };
    expect(verified.json().takenBack).toMatchObject({
      contacts: 2,
      pinsLeftBehind: true,
      contactsAddedLately: ['Friend 0', 'Friend 1'],
    });
    // No PIN stands in the owner's way: they remove the planted contact and set their own PINs.
    expect(
      (await app.inject({ method: 'GET', url: '/api/me/pins', ...asSession(now) })).json(),
    ).toEqual({
      hasStopPin: false,
    });
    const kept = await send(now, 'PUT', '/api/trusted-contacts', { contacts: [] });
    expect(kept.statusCode).toBe(200);
  });

  it('texts a number the holder adds their link whichever PIN they were given, and shows its answer; only a real one joins the circle', async () => {
    const seen = [];
    for (const pin of [DURESS, STOP]) {
      const { person, contact } = await owner();
      const holder = randomPhone().e164;
      const circle = [contact, holder].map((phone, i) => ({
        name: `Friend ${i}`,
        phone,
        relationship: 'Family',
      }));
      const saved = await send(person, 'PUT', '/api/trusted-contacts', { contacts: circle, pin });
      const link = await expect
        .poll(async () => (await outboxOf(app, holder)).map((sms) => sms.body).join('\n'))
        .toMatch(/contact-consent#/)
        .then(async () => consentToken(app, holder));
      const accepted = await app.inject({
        method: 'POST',
        url: `/api/contact-consents/${link}`,
        payload: { accept: true },
      });
      const listed = await app.inject({
        method: 'GET',
        url: '/api/trusted-contacts',
        ...asSession(person),
      });
      seen.push([
        saved.json().contacts.map((c: { consent: string }) => c.consent),
        accepted.json(),
        listed.json().contacts.map((c: { consent: string }) => c.consent),
      ]);
    }
    expect(seen[0]).toEqual(seen[1]);
    expect(seen[0]).toEqual([
      ['confirmed', 'pending'],
      { status: 'confirmed' },
      ['confirmed', 'confirmed'],
    ]);
  });
});
