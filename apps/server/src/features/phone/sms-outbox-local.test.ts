import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { loadConfig } from '../../config';
import { createTestApp } from '../../test/create-test-app';
import { randomPhone } from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';

/** A default start served the SMS outbox, codes in clear, to the network. */
describeApi('the development SMS outbox stays on this machine', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: `/api/dev/sms-outbox?phone=${encodeURIComponent(randomPhone().e164)}`,
      remoteAddress,
      headers,
    });

  it('answers this machine, and 404 to any other or through a proxy', async () => {
    expect((await outbox('127.0.0.1')).statusCode).toBe(200);
    expect((await outbox('::1')).statusCode).toBe(200);
    const remote = await outbox('192.168.1.20');
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toMatchObject({ code: 'route_not_found' });
    expect((await outbox('127.0.0.1', { 'x-forwarded-for': '203.0.113.5' })).statusCode).toBe(404);
  });

  it('binds to 127.0.0.1 by default while the outbox is on, to every address otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
