import { SessionSchema, VERIFICATION_SEND_INTERVAL_MS } from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import {
  asSession,
  latestCode,
  randomPhone,
  requestCode,
  startSession,
  type TestSession,
} from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';
import { SECURE_SESSION_COOKIE_NAME } from './session-cookie';

/** The cookie had no __Host- prefix, and nothing could revoke a session. */
describeApi('sessions: the __Host- cookie and "I lost my phone"', () => {
  let app: App;
  let offsetMs = 0;
  beforeAll(async () => {
    app = await createTestApp(
      { TRUST_PROXY: '127.0.0.1' },
      { now: () => new Date(Date.now() + offsetMs) },
    );
  });
  afterAll(() => app.close());

  async function verify(who: TestSession, phone: { typed: string; e164: string }, lost = false) {
    offsetMs += VERIFICATION_SEND_INTERVAL_MS + 1_000;
    expect((await requestCode(app, who, phone.typed)).statusCode).toBe(200);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/phone/verify/code',
      payload: {
        phoneNumber: phone.typed,
        verificationCode: await latestCode(app, phone.e164),
        ...(lost ? { signOutOtherDevices: true } : {}),
      },
      ...asSession(who),
    });
    expect(verified.statusCode).toBe(200);
  }

  it('names the cookie __Host- over https, Secure, for path / and no domain', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/session',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    const cookie = response.cookies.find((c) => c.name === SECURE_SESSION_COOKIE_NAME);
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
    expect(cookie?.domain).toBeUndefined();
  });

  it('signs out the lost phone for good when its number is verified again with "I lost my phone"', async () => {
    const phone = randomPhone();
    const lostPhone = await startSession(app);
    await verify(lostPhone, phone);
    const newPhone = await startSession(app);
    await verify(newPhone, phone, true);
    // The lost phone's answer that it was alive may be remembered a few seconds.
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    const stolen = await app.inject({
      method: 'PUT',
      url: '/api/trusted-contacts',
      payload: { contacts: [] },
      ...asSession(lostPhone),
    });
    expect(stolen.statusCode).toBe(401);
    const session = await app.inject({
      method: 'GET',
      url: '/api/session',
      ...asSession(lostPhone),
    });
    expect(SessionSchema.parse(session.json()).userId).not.toBe(lostPhone.userId);
    const mine = await app.inject({ method: 'GET', url: '/api/session', ...asSession(newPhone) });
    expect(SessionSchema.parse(mine.json())).toEqual({
      userId: newPhone.userId,
      isPhoneVerified: true,
    });
  }, 15_000);

  it('only moves the number, signing nobody out, without it', async () => {
    const phone = randomPhone();
    const laptop = await startSession(app);
    await verify(laptop, phone);
    await verify(await startSession(app), phone);
    const still = await app.inject({ method: 'GET', url: '/api/session', ...asSession(laptop) });
    expect(SessionSchema.parse(still.json())).toEqual({
      userId: laptop.userId,
      isPhoneVerified: false,
    });
  });
});
