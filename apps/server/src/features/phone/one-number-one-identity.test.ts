import {
  ALERT_RATE_LIMIT,
  AlertSchema,
  LEGAL_CHAT_RATE_LIMIT,
  SessionSchema,
  VERIFICATION_SEND_INTERVAL_MS,
} from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createAlert, postAlert, alertBody, randomPlace, respond } from '../../test/alerts';
import { createTestApp } from '../../test/create-test-app';
import { askLawOffice } from '../../test/legal';
import { createOfficer, postReport, reportBody, uniqueCity } from '../../test/officers';
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
import { describeApi } from '../../test/test-database';

/**
 * One number verified unlimited identities, each with limits of its own and each
 * counted as a separate responder. Now a number is verified on one identity at a time, and the
 * limits count per number.
 */
describeApi('one verified number, one identity', () => {
  let app: App;
  // Each move waits out the resend interval on a moved clock.
  let offsetMs = 0;

  beforeAll(async () => {
    app = await createTestApp({}, { now: () => new Date(Date.now() + offsetMs) });
  });
  afterAll(() => app.close());

  async function verify(session: TestSession, phone: { typed: string; e164: string }) {
    offsetMs += VERIFICATION_SEND_INTERVAL_MS + 1_000;
    const sent = await requestCode(app, session, phone.typed);
    expect(sent.statusCode).toBe(200);
    const code = await latestCode(app, phone.e164);
    expect((await submitCode(app, session, phone.typed, code)).statusCode).toBe(200);
  }

  async function isVerified(session: TestSession): Promise<boolean> {
    const response = await app.inject({
      method: 'GET',
      url: '/api/session',
      ...asSession(session),
    });
    return SessionSchema.parse(response.json()).isPhoneVerified;
  }

  it('moves the number: the identity it leaves is no longer verified', async () => {
    const phone = randomPhone();
    const first = await startSession(app);
    const second = await startSession(app);
    await verify(first, phone);
    await verify(second, phone);
    expect(await isVerified(first)).toBe(false);
    expect(await isVerified(second)).toBe(true);
    expect((await postAlert(app, first, alertBody(randomPlace()))).statusCode).toBe(403);
  });

  it('counts the alert limit per number, not per identity', async () => {
    const phone = randomPhone();
    const first = await startSession(app);
    await verify(first, phone);
    for (let i = 0; i < ALERT_RATE_LIMIT; i += 1) await createAlert(app, first, randomPlace());
    const second = await startSession(app);
    await verify(second, phone);
    const refused = await postAlert(app, second, alertBody(randomPlace()));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'alert_rate_limited' });
  });

  it('counts one response per number, whatever identity it is on', async () => {
    const sender = await startVerifiedSession(app);
    const alert = await createAlert(app, sender, randomPlace());
    const phone = randomPhone();
    const first = await startSession(app);
    await verify(first, phone);
    expect(AlertSchema.parse((await respond(app, first, alert.id)).json()).observersCount).toBe(1);
    const second = await startSession(app);
    await verify(second, phone);
    const again = await respond(app, second, alert.id);
    expect(again.statusCode).toBe(200);
    expect(AlertSchema.parse(again.json()).observersCount).toBe(1);
  });

  it('counts the report limit per number', async () => {
    const officer = await createOfficer(app, await startVerifiedSession(app), uniqueCity());
    const phone = randomPhone();
    const first = await startSession(app);
    await verify(first, phone);
    expect((await postReport(app, first, officer.id, reportBody())).statusCode).toBe(201);
    const second = await startSession(app);
    await verify(second, phone);
    const refused = await postReport(app, second, officer.id, reportBody());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'report_rate_limited' });
  });

  it('counts the law office limit per number', async () => {
    const phone = randomPhone();
    const first = await startSession(app);
    await verify(first, phone);
    for (let i = 0; i < LEGAL_CHAT_RATE_LIMIT; i += 1) {
      const answer = await askLawOffice(app, first, { message: 'Do I have to answer?' });
      expect(answer.statusCode).toBe(200);
    }
    const second = await startSession(app);
    await verify(second, phone);
    const refused = await askLawOffice(app, second, { message: 'Do I have to answer?' });
    expect(refused.statusCode).toBe(429);
  });
});
