import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiError } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const noSession = () => json(401, { error: 'No session.', code: 'session_required' });

/** A server that mints the session on GET /api/session and refuses everything else before it. */
function serverWithSession(answer: (path: string) => Response = () => json(200, { ok: true })) {
  let hasSession = false;
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string) => {
    const path = new URL(url, 'http://app.test').pathname;
    calls.push(path);
    if (path === '/api/session') {
      // Slow, as on one bar of signal: the page's other requests get there first.
      await new Promise((resolve) => setTimeout(resolve, 5));
      hasSession = true;
      return json(200, { userId: 'user-1' });
    }
    return hasSession ? answer(path) : noSession();
  });
  vi.stubGlobal('fetch', fetch);
  return { calls };
}

describe('apiRequest on a first visit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks again, once the session exists, what reached the server before it', async () => {
    const { calls } = serverWithSession();
    const [impact, recordings] = await Promise.all([
      apiRequest('/api/impact'),
      apiRequest('/api/recordings'),
    ]);
    expect(impact).toEqual({ ok: true });
    expect(recordings).toEqual({ ok: true });
    // One session for both.
    expect(calls.filter((path) => path === '/api/session')).toHaveLength(1);
    expect(calls.filter((path) => path === '/api/impact')).toHaveLength(2);
  });

  it('asks only once: a second refusal is the answer', async () => {
    serverWithSession(() => noSession());
    await expect(apiRequest('/api/impact')).rejects.toMatchObject({
      status: 401,
      code: 'session_required',
    });
  });

  it('does not ask again for other refusals', async () => {
    const { calls } = serverWithSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return json(403, { error: 'Verify first.', code: 'phone_verification_required' });
      }),
    );
    const refused = apiRequest('/api/alerts', { method: 'POST', body: {} });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });
});
