import { randomUUID } from 'node:crypto';
import { SessionSchema } from '@redzone/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { identities } from '../../db/schema';
import { createTestAppWithDatabase } from '../../test/create-test-app';
import { describeApi } from '../../test/test-database';
import { requireIdentity, SESSION_COOKIE_NAME } from './session-cookie';

const FIXED_NOW = new Date('2026-01-02T03:04:05.000Z');
// 16 random bytes in base64url, no padding.
const RANDOM_PART_LENGTH = 22;

describeApi('GET /api/session', () => {
  let app: App;
  let db: Database;

  beforeAll(async () => {
    // Behind a proxy we trust, so X-Forwarded-Proto can say a request came over HTTPS.
    ({ app, db } = await createTestAppWithDatabase(
      { TRUST_PROXY: 'true' },
      { now: () => FIXED_NOW },
    ));
    app.get('/api/test/whoami', async (request) => ({ userId: requireIdentity(request) }));
  });
  afterAll(() => app.close());

  async function newSession() {
    const response = await app.inject({ method: 'GET', url: '/api/session' });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
    if (!cookie) throw new Error('no session cookie set');
    return { response, cookie, session: SessionSchema.parse(response.json()) };
  }

  it('mints an unverified user-<timestamp>-<random> id with 128 bits of randomness', async () => {
    const { response, session } = await newSession();
    expect(response.statusCode).toBe(200);
    expect(session.isPhoneVerified).toBe(false);
    expect(session.userId).toMatch(
      new RegExp(`^user-${FIXED_NOW.getTime()}-[A-Za-z0-9_-]{${RANDOM_PART_LENGTH}}$`),
    );
  });

  it('mints a different id for every new browser', async () => {
    const [a, b] = await Promise.all([newSession(), newSession()]);
    expect(a.session.userId).not.toBe(b.session.userId);
  });

  it('keeps the id in a signed, httpOnly, SameSite=Lax cookie for the whole site', async () => {
    const { cookie, session } = await newSession();
    expect(cookie.value.startsWith(`${session.userId}~`)).toBe(true);
    const signed = app.unsignCookie(cookie.value);
    expect(signed.valid).toBe(true);
    // The id and when it was set (seconds): a copy stops counting 90 days after the last use.
    const [id, issuedAt] = String(signed.value).split('~');
    expect(id).toBe(session.userId);
    expect(Math.abs(Number(issuedAt) - Date.now() / 1000)).toBeLessThan(60);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBe(90 * 24 * 60 * 60);
    expect(cookie.secure).toBeUndefined();
  });

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.cookies[0]?.secure).toBe(true);
  });

  it('returns the same id to a browser that sends its cookie back', async () => {
    const { cookie, session } = await newSession();
    const again = await app.inject({
      method: 'GET',
      url: '/api/session',
      cookies: { [SESSION_COOKIE_NAME]: cookie.value },
    });
    expect(again.json()).toEqual(session);
  });

  it('ignores a tampered cookie and mints a new identity', async () => {
    const { cookie, session } = await newSession();
    const tampered = cookie.value.replace(/^user-\d+/, 'user-1');
    const response = await app.inject({
      method: 'GET',
      url: '/api/session',
      cookies: { [SESSION_COOKIE_NAME]: tampered },
    });
    expect(SessionSchema.parse(response.json()).userId).not.toBe(session.userId);
  });

  it('ignores an unsigned cookie naming another user', async () => {
    const { session } = await newSession();
    const response = await app.inject({
      method: 'GET',
      url: '/api/session',
      cookies: { [SESSION_COOKIE_NAME]: session.userId },
    });
    expect(SessionSchema.parse(response.json()).userId).not.toBe(session.userId);
  });

  it('ignores a forged user-id header', async () => {
    const victim = await newSession();
    const response = await app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { 'user-id': victim.session.userId },
    });
    expect(SessionSchema.parse(response.json()).userId).not.toBe(victim.session.userId);
  });

  it('stores nothing for a page view: the identity is written at its first write', async () => {
    const { cookie, session } = await newSession();
    const stored = () => db.select().from(identities).where(eq(identities.id, session.userId));
    expect(await stored()).toEqual([]);
    const again = await app.inject({
      method: 'GET',
      url: '/api/session',
      cookies: { [SESSION_COOKIE_NAME]: cookie.value },
    });
    expect(again.json()).toEqual({ userId: session.userId, isPhoneVerified: false });
    expect(await stored()).toEqual([]);

    const started = await app.inject({
      method: 'POST',
      url: '/api/recordings',
      payload: { id: randomUUID(), mimeType: 'video/webm', alertId: null },
      cookies: { [SESSION_COOKIE_NAME]: cookie.value },
    });
    expect(started.statusCode).toBe(201);
    expect(await stored()).toMatchObject([{ id: session.userId, phoneVerifiedAt: null }]);
  });

  it('keeps a signed id the database no longer knows, so the browser keeps its identity', async () => {
    const lost = 'user-1700000000000-AAAAAAAAAAAAAAAAAAAAAA';
    const response = await app.inject({
      method: 'GET',
      url: '/api/session',
      cookies: { [SESSION_COOKIE_NAME]: app.signCookie(lost) },
    });
    expect(response.json()).toEqual({ userId: lost, isPhoneVerified: false });
  });

  it('lets later routes identify the request from the cookie only', async () => {
    const { cookie, session } = await newSession();
    const withCookie = await app.inject({
      method: 'GET',
      url: '/api/test/whoami',
      cookies: { [SESSION_COOKIE_NAME]: cookie.value },
      headers: { 'user-id': 'user-1-forged' },
    });
    expect(withCookie.json()).toEqual({ userId: session.userId });

    const headerOnly = await app.inject({
      method: 'GET',
      url: '/api/test/whoami',
      headers: { 'user-id': session.userId },
    });
    expect(headerOnly.statusCode).toBe(401);
    expect(headerOnly.json()).toEqual({
      error: 'No session. Reload the app to start one.',
      code: 'session_required',
    });
  });

  it('signs out: DELETE clears the cookie, and the next call mints another identity', async () => {
    const { cookie, session } = await newSession();
    const out = await app.inject({
      method: 'DELETE',
      url: '/api/session',
      cookies: { [SESSION_COOKIE_NAME]: cookie.value },
    });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    const next = await app.inject({ method: 'GET', url: '/api/session' });
    expect(SessionSchema.parse(next.json()).userId).not.toBe(session.userId);
  });
});
