import { afterEach, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { startSession } from '../../test/phone-sessions';
import { listen, openSse, type SseClient } from '../../test/sse-client';
import { describeApi } from '../../test/test-database';

/** One cookie once opened 20,000 streams and /api/health failed for everyone. */
describeApi('event stream caps (GET /api/events)', () => {
  const apps: App[] = [];
  const streams: SseClient[] = [];
  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  async function serve(env: NodeJS.ProcessEnv) {
    const app = await createTestApp(env);
    apps.push(app);
    return { app, baseUrl: await listen(app) };
  }

  async function open(baseUrl: string, session: Awaited<ReturnType<typeof startSession>>) {
    const stream = await openSse(baseUrl, session);
    streams.push(stream);
    return stream;
  }

  it('gives one session a few streams and answers 429 beyond them', async () => {
    const { app, baseUrl } = await serve({});
    const session = await startSession(app);
    for (let i = 0; i < 4; i += 1) expect((await open(baseUrl, session)).status).toBe(200);
    const refused = await open(baseUrl, session);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await (await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    // A closed stream gives its place back.
    streams[0]?.close();
    await expect
      .poll(async () => (await open(baseUrl, session)).status, { timeout: 3_000 })
      .toBe(200);
  });

  it('caps the streams of one address whatever the sessions (429)', async () => {
    const { app, baseUrl } = await serve({ LIVE_STREAMS_PER_ADDRESS: '3' });
    for (let i = 0; i < 3; i += 1) {
      expect((await open(baseUrl, await startSession(app))).status).toBe(200);
    }
    const refused = await open(baseUrl, await startSession(app));
    expect(refused.status).toBe(429);
  });

  it('keeps a global cap, answers 503 past it, and health keeps answering', async () => {
    const { app, baseUrl } = await serve({ LIVE_STREAMS_MAX: '2' });
    expect((await open(baseUrl, await startSession(app))).status).toBe(200);
    expect((await open(baseUrl, await startSession(app))).status).toBe(200);
    const refused = await open(baseUrl, await startSession(app));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('content-type')).toMatch(/json/);
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
  });
});
