import {
  SessionSchema,
  SmsOutboxSchema,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MS,
  VerificationFailureSchema,
  VerificationResultSchema,
  VerificationStatusSchema,
} from '@redzone/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { identities, phoneVerificationCodes } from '../../db/schema';
import {
  createVerifiedPhoneGuard,
  PHONE_VERIFICATION_REQUIRED_MESSAGE,
} from '../../platform/identity/require-verified-phone';
import { createTestAppWithDatabase } from '../../test/create-test-app';
import {
  asSession,
  latestCode,
  randomPhone,
  requestCode,
  startSession,
  submitCode,
  type TestSession,
  wrongCode,
} from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';

describeApi('phone verification', () => {
  let app: App;
  let db: Database;
  // Near real time: on PostgreSQL other test files share the tables (test/phone-sessions.ts).
  let now = Date.now();
  const logLines: string[] = [];

  beforeAll(async () => {
    ({ app, db } = await createTestAppWithDatabase(
      { LOG_LEVEL: 'debug' },
      { now: () => new Date(now), logStream: { write: (line) => void logLines.push(line) } },
    ));
    const requireVerifiedPhone = createVerifiedPhoneGuard({ db });
    app.get('/api/test/verified-only', async (request) => ({
      userId: (await requireVerifiedPhone(request)).userId,
    }));
  });
  afterAll(() => app.close());

  async function session(path: string, who: TestSession) {
    return app.inject({ method: 'GET', url: path, ...asSession(who) });
  }

  it('verifies a session end to end: text a code, check it, and the session says so', async () => {
    const who = await startSession(app);
    const { typed, e164 } = randomPhone();

    const sent = await requestCode(app, who, typed);
    expect(sent.statusCode).toBe(200);
    expect(VerificationResultSchema.parse(sent.json())).toEqual({
      success: true,
      message: 'SMS sent successfully! Check your phone for the verification code.',
    });
    const [sms] = SmsOutboxSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/dev/sms-outbox?phone=${encodeURIComponent(e164)}`,
        })
      ).json(),
    );
    expect(sms?.to).toBe(e164);
    expect(sms?.body).toMatch(
      /^Your Red Zone verification code is \d{6}\. It expires in 10 minutes\.$/,
    );

    const verified = await submitCode(app, who, typed, await latestCode(app, e164));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      success: true,
      message: 'Phone number verified successfully',
    });

    const sessionAfter = SessionSchema.parse((await session('/api/session', who)).json());
    expect(sessionAfter).toEqual({ userId: who.userId, isPhoneVerified: true });
    const status = VerificationStatusSchema.parse(
      (await session('/api/user/verification-status', who)).json(),
    );
    expect(status).toEqual({
      isPhoneVerified: true,
      verificationTier: 'phone',
      phoneNumber: `•••-•••-${e164.slice(-4)}`,
    });
  });

  it('reports an unverified session, and a request without one, as not verified', async () => {
    const who = await startSession(app);
    const expected = { isPhoneVerified: false, verificationTier: null, phoneNumber: null };
    expect((await session('/api/user/verification-status', who)).json()).toEqual(expected);
    const anonymous = await app.inject({ method: 'GET', url: '/api/user/verification-status' });
    expect(anonymous.json()).toEqual(expected);
  });

  it('normalises the usual ways of writing a US number to one E.164 number', async () => {
    const who = await startSession(app);
    const { e164 } = randomPhone();
    const digits = e164.slice(2);
    const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
    await requestCode(app, who, `(${area}) ${exchange}-${line}`);
    // Each spelling reaches the same pending code.
    const code = await latestCode(app, `+1 ${area}-${exchange}-${line}`);
    const wrong = await submitCode(app, who, `${area}.${exchange}.${line}`, wrongCode(code));
    expect(wrong.json()).toMatchObject({ code: 'code_invalid' });
    const right = await submitCode(app, who, `+1 ${area}-${exchange}-${line}`, code);
    expect(right.statusCode).toBe(200);
  });

  it.each(['12345abc', 'call me at 2135550123', '555-555-5555', '+1 213 555 0123 ext 7', ''])(
    'refuses %j with 400 phone_invalid in the result shape',
    async (phoneNumber) => {
      const response = await requestCode(app, await startSession(app), phoneNumber);
      expect(response.statusCode).toBe(400);
      const body = VerificationFailureSchema.parse(response.json());
      expect(body).toEqual({
        success: false,
        error: 'Enter a valid phone number, such as (213) 555-0123 or +1 213 555 0123.',
        code: 'phone_invalid',
      });
    },
  );

  it('refuses a code that is not 6 digits without spending a try', async () => {
    const who = await startSession(app);
    const { typed } = randomPhone();
    await requestCode(app, who, typed);
    const response = await submitCode(app, who, typed, '12a4');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'code_invalid' });
  });

  it('needs a session cookie to send a code', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/phone/verify',
      payload: { phoneNumber: randomPhone().typed },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'session_required' });
  });

  it('answers a code check with no code pending with 400 code_not_found', async () => {
    const response = await submitCode(app, await startSession(app), randomPhone().typed, '123456');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'code_not_found' });
  });

  it('accepts a code only once', async () => {
    const who = await startSession(app);
    const { typed, e164 } = randomPhone();
    await requestCode(app, who, typed);
    const code = await latestCode(app, e164);
    expect((await submitCode(app, who, typed, code)).statusCode).toBe(200);
    const again = await submitCode(app, who, typed, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, code: 'code_not_found' });
  });

  it('refuses a wrong code, saying how many tries are left', async () => {
    const who = await startSession(app);
    const { typed, e164 } = randomPhone();
    await requestCode(app, who, typed);
    const response = await submitCode(app, who, typed, wrongCode(await latestCode(app, e164)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: `Invalid verification code. ${VERIFICATION_CODE_MAX_ATTEMPTS - 1} tries left.`,
      code: 'code_invalid',
    });
  });

  it('kills a code after five wrong tries: even the right code then needs a new one', async () => {
    const who = await startSession(app);
    const { typed, e164 } = randomPhone();
    await requestCode(app, who, typed);
    const code = await latestCode(app, e164);
    const answers = [];
    for (let attempt = 0; attempt < VERIFICATION_CODE_MAX_ATTEMPTS; attempt += 1) {
      answers.push(await submitCode(app, who, typed, wrongCode(code)));
    }
    expect(answers.slice(0, -1).map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    expect(answers.at(-1)?.statusCode).toBe(429);
    expect(answers.at(-1)?.json()).toMatchObject({
      code: 'code_attempts_exceeded',
      error: expect.stringContaining('request a new code'),
    });

    const right = await submitCode(app, who, typed, code);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      success: false,
      error: 'Too many wrong codes. This code no longer works: request a new code.',
      code: 'code_attempts_exceeded',
    });
    expect((await session('/api/session', who)).json()).toMatchObject({ isPhoneVerified: false });
  });

  it('counts parallel guesses one by one, so a burst cannot beat the limit', async () => {
    const who = await startSession(app);
    const { typed, e164 } = randomPhone();
    await requestCode(app, who, typed);
    const code = await latestCode(app, e164);
    const burst = await Promise.all(
      Array.from({ length: 3 * VERIFICATION_CODE_MAX_ATTEMPTS }, () =>
        submitCode(app, who, typed, wrongCode(code)),
      ),
    );
    const tried = burst.filter((r) => r.json().code === 'code_invalid');
    expect(tried.length).toBe(VERIFICATION_CODE_MAX_ATTEMPTS - 1);
    expect((await submitCode(app, who, typed, code)).statusCode).toBe(429);
  });

  it('lets a new code replace a dead one', async () => {
    const who = await startSession(app);
    const { typed, e164 } = randomPhone();
    await requestCode(app, who, typed);
    const first = await latestCode(app, e164);
    for (let attempt = 0; attempt < VERIFICATION_CODE_MAX_ATTEMPTS; attempt += 1) {
      await submitCode(app, who, typed, wrongCode(first));
    }
    now += 31_000;
    expect((await requestCode(app, who, typed)).statusCode).toBe(200);
    expect((await submitCode(app, who, typed, await latestCode(app, e164))).statusCode).toBe(200);
  });

  it('expires a code after ten minutes', async () => {
    const who = await startSession(app);
    const { typed, e164 } = randomPhone();
    await requestCode(app, who, typed);
    const code = await latestCode(app, e164);
    now += VERIFICATION_CODE_TTL_MS;
    const late = await submitCode(app, who, typed, code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({
      success: false,
      error: 'This verification code has expired. Request a new code.',
      code: 'code_expired',
    });
  });

  it('still accepts a code just before it expires', async () => {
    const who = await startSession(app);
    const { typed, e164 } = randomPhone();
    await requestCode(app, who, typed);
    const code = await latestCode(app, e164);
    now += VERIFICATION_CODE_TTL_MS - 1_000;
    expect((await submitCode(app, who, typed, code)).statusCode).toBe(200);
  });

  it('honours only the newest code sent to a number', async () => {
    const who = await startSession(app);
    const { typed, e164 } = randomPhone();
    await requestCode(app, who, typed);
    const old = await latestCode(app, e164);
    now += 31_000;
    await requestCode(app, who, typed);
    const fresh = await latestCode(app, e164);
    if (old !== fresh) expect((await submitCode(app, who, typed, old)).statusCode).toBe(400);
    expect((await submitCode(app, who, typed, fresh)).statusCode).toBe(200);
  });

  it('binds a code to the session that asked for it: a forged user-id header changes nothing', async () => {
    const owner = await startSession(app);
    const intruder = await startSession(app);
    const { typed, e164 } = randomPhone();
    await requestCode(app, owner, typed);
    const code = await latestCode(app, e164);

    const stolen = await app.inject({
      method: 'POST',
      url: '/api/phone/verify/code',
      payload: { phoneNumber: typed, verificationCode: code },
      headers: { 'user-id': owner.userId },
      ...asSession(intruder),
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ code: 'code_not_found' });
    const headerOnly = await app.inject({
      method: 'POST',
      url: '/api/phone/verify/code',
      payload: { phoneNumber: typed, verificationCode: code },
      headers: { 'user-id': owner.userId },
    });
    expect(headerOnly.statusCode).toBe(401);
    const status = await app.inject({
      method: 'GET',
      url: '/api/user/verification-status',
      headers: { 'user-id': owner.userId },
    });
    expect(status.json()).toMatchObject({ isPhoneVerified: false });

    // The intruder's tries did not burn the owner's code.
    expect((await submitCode(app, owner, typed, code)).statusCode).toBe(200);
    expect((await session('/api/session', intruder)).json()).toMatchObject({
      isPhoneVerified: false,
    });
  });

  it('stores neither the code nor the number in clear', async () => {
    const who = await startSession(app);
    const { typed, e164 } = randomPhone();
    await requestCode(app, who, typed);
    const code = await latestCode(app, e164);
    const [pending] = await db
      .select()
      .from(phoneVerificationCodes)
      .where(eq(phoneVerificationCodes.identityId, who.userId));
    expect(JSON.stringify(pending)).not.toContain(code);
    expect(JSON.stringify(pending)).not.toContain(e164.slice(2));

    await submitCode(app, who, typed, code);
    const [row] = await db.select().from(identities).where(eq(identities.id, who.userId));
    expect(row?.phoneVerifiedAt).toBeInstanceOf(Date);
    expect(row?.phoneEncrypted).toMatch(/^v1\./);
    expect(row?.phoneHash).toBeTruthy();
    const raw = JSON.stringify(row);
    expect(raw).not.toContain(e164.slice(2));
    expect(raw).not.toContain(e164.slice(-7));
  });

  it('guards later features: 403 phone_verification_required unverified, through when verified', async () => {
    const who = await startSession(app);
    const refused = await session('/api/test/verified-only', who);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: PHONE_VERIFICATION_REQUIRED_MESSAGE,
      code: 'phone_verification_required',
    });
    expect(PHONE_VERIFICATION_REQUIRED_MESSAGE).toBe(
      'Phone verification required. Verify your phone number to continue.',
    );
    const forged = await app.inject({
      method: 'GET',
      url: '/api/test/verified-only',
      headers: { 'user-id': who.userId },
    });
    expect(forged.statusCode).toBe(401);

    const { typed, e164 } = randomPhone();
    await requestCode(app, who, typed);
    await submitCode(app, who, typed, await latestCode(app, e164));
    const allowed = await session('/api/test/verified-only', who);
    expect(allowed.json()).toEqual({ userId: who.userId });
  });

  it('answers a cross-site POST in the result shape too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/phone/verify',
      headers: { origin: 'https://evil.example' },
      payload: { phoneNumber: randomPhone().typed },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'cross_site_request' });
  });

  describe('the log', () => {
    it('never holds a phone number or a code in clear', async () => {
      const who = await startSession(app);
      const { typed, e164 } = randomPhone();
      await requestCode(app, who, typed);
      const code = await latestCode(app, e164);
      await submitCode(app, who, typed, wrongCode(code));
      await submitCode(app, who, typed, code);
      await session('/api/user/verification-status', who);

      const log = logLines.join('');
      expect(log).toContain('console provider');
      expect(log).toContain(`•••-•••-${e164.slice(-4)}`);
      expect(log).not.toContain(e164.slice(2));
      expect(log).not.toContain(e164.slice(-7));
      expect(log).not.toMatch(new RegExp(`(?<![0-9A-Za-z])${code}(?![0-9A-Za-z])`));
    });
  });
});
