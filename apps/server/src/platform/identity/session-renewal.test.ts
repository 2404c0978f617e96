import { SESSION_COOKIE_MAX_AGE_SECONDS } from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { startVerifiedSession } from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';
import { SESSION_COOKIE_NAME } from './session-cookie';

const DAY_SECONDS = 24 * 3600;

/**
 * The session cookie lives SESSION_COOKIE_MAX_AGE_SECONDS (90 days) from the phone's last use,
 * not from when it was first set: any request with a cookie set over a day ago gets it set again.
 * A copy kept somewhere and not used stops working; one revoked or signed out is not revived.
 */
describeApi('the session cookie, renewed on use', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const cookieSetAt = (userId: string, seconds: number) => app.signCookie(`${userId}~${seconds}`);
  const getWith = (url: string, cookie: string) =>
    app.inject({ method: 'GET', url, cookies: { [SESSION_COOKIE_NAME]: cookie } });
  const sessionCookieOf = (answer: Awaited<ReturnType<typeof getWith>>) =>
    answer.cookies.find((c) => c.name === SESSION_COOKIE_NAME);

  it('sets an older, still valid cookie again on an ordinary request, for the whole lifetime', async () => {
    const owner = await startVerifiedSession(app);
    const setAt = nowSeconds() - 80 * DAY_SECONDS;
    const answer = await getWith('/api/recordings', cookieSetAt(owner.userId, setAt));
    expect(answer.statusCode).toBe(200);
    const renewed = sessionCookieOf(answer);
    expect(renewed).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: SESSION_COOKIE_MAX_AGE_SECONDS,
    });
    const value = app.unsignCookie(renewed?.value ?? '');
    expect(value.valid).toBe(true);
    const [userId, issuedAt] = (value.value ?? '').split('~');
    expect(userId).toBe(owner.userId);
    expect(Number(issuedAt)).toBeGreaterThanOrEqual(nowSeconds() - 5);

    // The renewed cookie carries the session past the old one's 90 days.
    const later = await getWith('/api/recordings', renewed?.value ?? '');
    expect(later.statusCode).toBe(200);
    // Set within the day: not set again on every request.
    expect(sessionCookieOf(later)).toBeUndefined();
  });

  it('refuses a session cookie last renewed more than 90 days ago, and renews none', async () => {
    const owner = await startVerifiedSession(app);
    const old = nowSeconds() - 91 * DAY_SECONDS;
    const stale = await getWith('/api/recordings', cookieSetAt(owner.userId, old));
    expect(stale.statusCode).toBe(401);
    expect(sessionCookieOf(stale)).toBeUndefined();
    const recent = await getWith(
      '/api/recordings',
      cookieSetAt(owner.userId, old + 2 * DAY_SECONDS),
    );
    expect(recent.statusCode).toBe(200);
  });

  it('revives no cookie that a request clears or that was revoked', async () => {
    const owner = await startVerifiedSession(app);
    const old = cookieSetAt(owner.userId, nowSeconds() - 10 * DAY_SECONDS);
    const gone = await app.inject({
      method: 'DELETE',
      url: '/api/me',
      cookies: { [SESSION_COOKIE_NAME]: old },
    });
    expect(gone.statusCode).toBe(204);
    const cleared = gone.cookies.filter((c) => c.name === SESSION_COOKIE_NAME);
    expect(cleared).toHaveLength(1);
    expect(cleared[0]?.value).toBe('');
    // The deleted identity's old cookie gets no session back, and no new cookie.
    const after = await getWith('/api/recordings', old);
    expect(after.statusCode).toBe(401);
    expect(sessionCookieOf(after)).toBeUndefined();
  });
});
