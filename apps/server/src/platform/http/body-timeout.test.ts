import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { listen } from '../../test/sse-client';
import { describeApi } from '../../test/test-database';

/** A body sent a byte at a time held its socket forever. */
describeApi('slow request bodies', () => {
  let app: App;
  let port = 0;
  beforeAll(async () => {
    app = await createTestApp({}, { jsonBodyTimeoutMs: 300 });
    port = Number(new URL(await listen(app)).port);
  });
  afterAll(() => app.close());

  it('cuts a request whose JSON body does not arrive in time', async () => {
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/phone/verify HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"phone',
    );
    const started = Date.now();
    await new Promise((resolve) => socket.once('close', resolve));
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(250);
    expect(waited).toBeLessThan(5_000);
  });

  it('leaves a body that arrives in time alone', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
    expect(app.server.requestTimeout).toBeGreaterThan(0);
    expect(app.server.timeout).toBeGreaterThan(0);
  });
});
