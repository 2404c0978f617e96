import {
  SmsOutboxSchema,
  VERIFICATION_SEND_INTERVAL_MS,
  VERIFICATION_SENDS_PER_NUMBER,
} from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { randomPhone, requestCode, startSession, submitCode } from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';

/**
 * Another session's send replaced the person's pending code, and five sends from
 * anyone locked the number for an hour.
 */
describeApi('verification codes per number and session', () => {
  let app: App;
  let offsetMs = 0;
  beforeAll(async () => {
    app = await createTestApp({}, { now: () => new Date(Date.now() + offsetMs) });
  });
  afterAll(() => app.close());

  async function codesTo(e164: string): Promise<string[]> {
    const response = await app.inject({
      method: 'GET',
      url: `/api/dev/sms-outbox?phone=${encodeURIComponent(e164)}`,
    });
    return SmsOutboxSchema.parse(response.json()).map((m) => /\b(\d{6})\b/.exec(m.body)?.[1] ?? '');
  }

  it("keeps the person's code working when another session asks for one to the same number", async () => {
    const phone = randomPhone();
    const person = await startSession(app);
    const other = await startSession(app);
    expect((await requestCode(app, person, phone.typed)).statusCode).toBe(200);
    const [personCode] = await codesTo(phone.e164);
    expect((await requestCode(app, other, phone.typed)).statusCode).toBe(200);
    const verified = await submitCode(app, person, phone.typed, personCode ?? '');
    expect(verified.statusCode).toBe(200);
  });

  it("leaves the number's own session room after another session used up its sends", async () => {
    const phone = randomPhone();
    const attacker = await startSession(app);
    for (let i = 0; i < VERIFICATION_SENDS_PER_NUMBER; i += 1) {
      offsetMs += VERIFICATION_SEND_INTERVAL_MS + 1_000;
      expect((await requestCode(app, attacker, phone.typed)).statusCode).toBe(200);
    }
    offsetMs += VERIFICATION_SEND_INTERVAL_MS + 1_000;
    expect((await requestCode(app, attacker, phone.typed)).statusCode).toBe(429);
    const person = await startSession(app);
    expect((await requestCode(app, person, phone.typed)).statusCode).toBe(200);
    const [newest] = await codesTo(phone.e164);
    expect((await submitCode(app, person, phone.typed, newest ?? '')).statusCode).toBe(200);
  });
});
