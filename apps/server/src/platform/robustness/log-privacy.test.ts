import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createAlert, respond } from '../../test/alerts';
import { createTestApp } from '../../test/create-test-app';
import {
  asSession,
  latestCode,
  randomPhone,
  requestCode,
  startSession,
  startVerifiedSession,
  submitCode,
  wrongCode,
} from '../../test/phone-sessions';
import { checkPin, endAlertWithPin, putPins } from '../../test/pins';
import { startUpload } from '../../test/recordings';
import { describeApi } from '../../test/test-database';

/**
 * The log holds no phone number and no position. One journey through every route that
 * takes either, at LOG_LEVEL=trace, then the captured log is searched for them in every form
 * a request carried them in.
 */

/** Positions with seven decimals, so a match cannot be chance. */
const ALERT_AT = { latitude: 41.8819321, longitude: -87.6278113 };
const OBSERVER_AT = { latitude: 41.8823457, longitude: -87.6281234 };
const ASKED_FROM = { latitude: 34.0522342, longitude: -118.2436849 };
const RECORDED_AT = { latitude: 40.7127753, longitude: -74.0059728 };
const POSITIONS = [ALERT_AT, OBSERVER_AT, ASKED_FROM, RECORDED_AT];

/** Every way a phone number could appear: E.164, ten digits, the local number with a dash. */
function phoneForms(e164: string): string[] {
  const national = e164.slice(2);
  return [e164, national, `${national.slice(3, 6)}-${national.slice(6)}`];
}

/** Five decimals of each coordinate (about a metre): enough to place someone. */
function positionForms(point: { latitude: number; longitude: number }): string[] {
  return [point.latitude, point.longitude].map((value) => value.toFixed(5));
}

describeApi('the log', () => {
  const logLines: string[] = [];
  let app: App;

  beforeAll(async () => {
    app = await createTestApp(
      { LOG_LEVEL: 'trace' },
      { logStream: { write: (line) => void logLines.push(line) } },
    );
  });
  afterAll(() => app.close());

  it('holds no phone number and no position after a whole journey', async () => {
    const own = randomPhone();
    const contact = randomPhone();
    const who = await startSession(app);
    const as = (request: InjectOptions) => app.inject({ ...request, ...asSession(who) });

    // Verify a phone: a typo first, a wrong code, then the right one.
    await as({
      method: 'POST',
      url: '/api/phone/verify',
      payload: { phoneNumber: `${own.typed}x` },
    });
    await requestCode(app, who, own.typed);
    const code = await latestCode(app, own.e164);
    await submitCode(app, who, own.typed, wrongCode(code));
    expect((await submitCode(app, who, own.typed, code)).statusCode).toBe(200);
    await as({ method: 'GET', url: '/api/user/verification-status' });

    // A trusted contact, who is texted the alert's position.
    const contacts = [{ name: 'Ana Ruiz', phone: contact.typed, relationship: 'Family' }];
    expect(
      (await as({ method: 'PUT', url: '/api/trusted-contacts', payload: { contacts } })).statusCode,
    ).toBe(200);
    await as({ method: 'GET', url: '/api/trusted-contacts' });
    await as({
      method: 'PUT',
      url: '/api/trusted-contacts',
      payload: { contacts: [{ ...contacts[0], phone: `${contact.typed}555` }] },
    });

    // An alert with its position, an observer's position, and reads by position.
    const alert = await createAlert(app, who, ALERT_AT);
    const observer = await startVerifiedSession(app);
    const location = {
      method: 'PUT',
      url: '/api/observer/location',
      payload: OBSERVER_AT,
    } as const;
    expect((await app.inject({ ...location, ...asSession(observer) })).statusCode).toBe(204);
    await app.inject({
      ...location,
      payload: { ...OBSERVER_AT, latitude: 91.2345678 },
      ...asSession(observer),
    });
    await respond(app, observer, alert.id);
    const near = `latitude=${OBSERVER_AT.latitude}&longitude=${OBSERVER_AT.longitude}`;
    await app.inject({ method: 'GET', url: `/api/alerts?${near}`, ...asSession(observer) });
    await app.inject({ method: 'GET', url: `/api/geocode/reverse?${near}` });
    await app.inject({ method: 'GET', url: `/api/law-enforcement-agencies?${near}` });
    // The spec's client puts the place in the path.
    await app.inject({
      method: 'GET',
      url: `/api/law-enforcement-agencies/${ALERT_AT.latitude},${ALERT_AT.longitude}`,
    });

    // A recording tagged with where it was made, and a question asked from somewhere.
    const { recordingId } = await startUpload(app, who, { id: randomUUID(), alertId: alert.id });
    await as({
      method: 'POST',
      url: '/api/enhanced-recordings',
      payload: {
        recordingId,
        title: 'Traffic stop',
        description: '',
        alertId: alert.id,
        duration: 12,
        quality: '720p',
        cameraType: 'dual',
        ...RECORDED_AT,
        location: 'Broadway, New York',
      },
    });
    await as({
      method: 'POST',
      url: '/api/legal/chat',
      payload: {
        message: 'Can I record the police?',
        userLocation: { ...ASKED_FROM, state: 'CA' },
      },
    });
    await app.inject({
      method: 'GET',
      url: `/api/dev/sms-outbox?phone=${encodeURIComponent(contact.e164)}`,
    });

    const log = logLines.join('');
    // The journey was logged: every request, the codes "sent" (masked), the alert.
    expect(log).toContain('"url":"/api/alerts"');
    expect(log).toContain(`•••-•••-${own.e164.slice(-4)}`);
    expect(log).toContain(`•••-•••-${contact.e164.slice(-4)}`);
    const phones = [own.e164, contact.e164, observer.e164].flatMap(phoneForms);
    const needles = [...phones, ...[own.typed, contact.typed], ...POSITIONS.flatMap(positionForms)];
    expect(needles.filter((needle) => log.includes(needle))).toEqual([]);
  });

  it('keeps only the network of a client address, never the address', async () => {
    logLines.length = 0;
    await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '198.51.100.77' });
    await app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '2001:db8:abcd:12:9:8:7:6',
    });
    const log = logLines.join('');
    expect(log).toContain('"remoteNetwork":"198.51.100.0/24"');
    expect(log).toContain('"remoteNetwork":"2001:db8:abcd::/48"');
    expect(log).not.toContain('198.51.100.77');
    expect(log).not.toMatch(/2001:db8:abcd:12:9/);
    expect(log).not.toContain('remotePort');
  });

  it("keeps a watch link's token out of the log, its route logged as its pattern", async () => {
    logLines.length = 0;
    const token = `an-alert-id.${'Q'.repeat(32)}`;
    await app.inject({ method: 'GET', url: `/api/watch/${token}` });
    await app.inject({ method: 'GET', url: `/api/watch/${token}/recordings/r1/evidence` });
    const log = logLines.join('');
    expect(log).toContain('"url":"/api/watch/:token"');
    expect(log).toContain('"url":"/api/watch/:token/recordings/:id/evidence"');
    expect(log).not.toContain('Q'.repeat(32));
  });

  it('holds no PIN after PINs are set, tried, used and cleared', async () => {
    logLines.length = 0;
    const who = await startVerifiedSession(app);
    const pins = { stop: '73914862', duress: '51840273' };
    expect((await putPins(app, who, { pins })).statusCode).toBe(200);
    const alert = await createAlert(app, who, ALERT_AT);
    await checkPin(app, who, '40271938', alert.id);
    await endAlertWithPin(app, who, alert.id, '40271938');
    await endAlertWithPin(app, who, alert.id, '51840273');
    await endAlertWithPin(app, who, alert.id, '73914862');
    await putPins(app, who, { pins: null, currentPin: '73914862' });
    // Whatever a line is given later (a body, a route's input), the PIN fields are redacted.
    app.log.info({ body: { pin: '62859173', currentPin: '62859174', pins } }, 'a body');
    app.log.info({ pin: '62859175' }, 'an input');

    const log = logLines.join('');
    expect(log).toContain('"url":"/api/me/pins"');
    expect(log).toContain('[redacted]');
    const secrets = ['73914862', '51840273', '40271938', '62859173', '62859174', '62859175'];
    expect(secrets.filter((needle) => log.includes(needle))).toEqual([]);
  });
});
