import { afterEach, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { describeApi } from '../../test/test-database';

/** With TRUST_PROXY=true a forged X-Forwarded-For defeated per-address limits. */
describeApi('the client address behind a proxy', () => {
  const apps: App[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  async function serve(trustProxy: string, lines: string[] = []) {
    const app = await createTestApp(
      { TRUST_PROXY: trustProxy, LOG_LEVEL: 'warn' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    app.get('/test/ip', async (request) => ({ ip: request.ip }));
    apps.push(app);
    return app;
  }

  it('warns at start when TRUST_PROXY=true', async () => {
    const lines: string[] = [];
    await serve('true', lines);
    expect(lines.join('\n')).toContain('TRUST_PROXY=true believes any X-Forwarded-For');
    const quiet: string[] = [];
    await serve('127.0.0.1', quiet);
    expect(quiet.join('\n')).not.toContain('TRUST_PROXY');
  });

  it('with the proxy named, ignores what the client wrote in front of the address the proxy saw', async () => {
    const app = await serve('127.0.0.1');
    const response = await app.inject({
      method: 'GET',
      url: '/test/ip',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' },
    });
    expect(response.json()).toEqual({ ip: '203.0.113.9' });
  });
});
