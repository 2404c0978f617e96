import { SESSION_COOKIE_NAME } from '../../platform/identity/session-cookie';
import { afterEach, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { randomPhone, startSession } from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';

/** International and premium-rate numbers were texted, without a daily ceiling. */
describeApi('what Red Zone texts', () => {
  const apps: App[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  async function serve(env: NodeJS.ProcessEnv = {}, logLines: string[] = []) {
    const app = await createTestApp(
      { LOG_LEVEL: 'warn', ...env },
      { logStream: { write: (line) => void logLines.push(line) } },
    );
    apps.push(app);
    return app;
  }

  async function send(app: App, phoneNumber: string, remoteAddress = '10.9.8.7') {
    const session = await startSession(app);
    return app.inject({
      method: 'POST',
      url: '/api/phone/verify',
      payload: { phoneNumber },
      cookies: { [SESSION_COOKIE_NAME]: session.cookie },
      remoteAddress,
    });
  }

  it('texts US numbers only by default, and refuses premium-rate and toll-free ones', async () => {
    const app = await serve();
    for (const number of ['+44 20 7946 0958', '+1 900 555 1234', '(800) 555-1234']) {
      const refused = await send(app, number);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'phone_invalid' });
    }
    expect((await send(app, randomPhone().typed)).statusCode).toBe(200);
  });

  it('texts the countries SMS_COUNTRIES names', async () => {
    const app = await serve({ SMS_COUNTRIES: 'US,GB' });
    expect((await send(app, '+44 20 7946 0958')).statusCode).toBe(200);
  });

  it('stops at the daily budget and says so in the log', async () => {
    const lines: string[] = [];
    const app = await serve({ SMS_DAILY_BUDGET: '2' }, lines);
    expect((await send(app, randomPhone().typed, '10.0.0.1')).statusCode).toBe(200);
    expect((await send(app, randomPhone().typed, '10.0.0.2')).statusCode).toBe(200);
    const third = await send(app, randomPhone().typed, '10.0.0.3');
    expect(third.statusCode).toBe(502);
    expect(lines.join('\n')).toContain('SMS_DAILY_BUDGET is spent');
  });

  it('counts one IPv6 /64 as one network address', async () => {
    const app = await serve({ VERIFICATION_SENDS_PER_ADDRESS: '2' });
    expect((await send(app, randomPhone().typed, '2001:db8:5:6::1')).statusCode).toBe(200);
    expect((await send(app, randomPhone().typed, '2001:db8:5:6::2')).statusCode).toBe(200);
    const third = await send(app, randomPhone().typed, '2001:db8:5:6:ffff::3');
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toMatch(/from this network/);
    expect((await send(app, randomPhone().typed, '2001:db8:5:7::1')).statusCode).toBe(200);
  });
});
