import { type ClientHttp2Session, connect, type IncomingHttpHeaders } from 'node:http2';
import { AlertSchema, SessionSchema } from '@redzone/contract';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { App } from '../../app';
import { createAlert, north, randomPlace } from '../../test/alerts';
import { startVerifiedSession } from '../../test/phone-sessions';
import { createTestApp } from '../../test/create-test-app';
import { listen } from '../../test/sse-client';
import { SESSION_COOKIE_NAME } from '../identity/session-cookie';

/** Observers sharing one connection, as a proxy multiplexes its clients' streams (docs/deploy.md). */
const OBSERVERS_ON_ONE_CONNECTION = 12;
const READY_TIMEOUT_MS = 5_000;

interface H2Answer {
  headers: IncomingHttpHeaders;
  text: string;
}

function call(
  session: ClientHttp2Session,
  method: string,
  path: string,
  cookie: string | null,
  body?: unknown,
): Promise<H2Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({
      ':method': method,
      ':path': path,
      ...(cookie === null ? {} : { cookie }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    });
    let headers: IncomingHttpHeaders = {};
    let text = '';
    stream.setEncoding('utf8');
    stream.on('response', (received) => (headers = received));
    stream.on('data', (chunk: string) => (text += chunk));
    stream.on('end', () => resolve({ headers, text }));
    stream.on('error', reject);
    stream.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** The session cookie as a browser would send it back, from a Set-Cookie answer. */
function cookieFrom(headers: IncomingHttpHeaders): string {
  const setCookie = headers['set-cookie'] ?? [];
  const pair = setCookie
    .map((line) => line.split(';')[0] ?? '')
    .find((value) => value.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (pair === undefined) throw new Error('no session cookie set');
  return pair;
}

/** An event stream on the shared connection; resolves once the replay plan's first id arrived. */
function openEvents(session: ClientHttp2Session, cookie: string) {
  const stream = session.request({ ':path': '/api/events', accept: 'text/event-stream', cookie });
  const frames: string[] = [];
  let headers: IncomingHttpHeaders = {};
  stream.setEncoding('utf8');
  stream.on('response', (received) => (headers = received));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('no id frame on the stream')),
      READY_TIMEOUT_MS,
    );
    let buffer = '';
    stream.on('data', (chunk: string) => {
      buffer += chunk;
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      frames.push(...blocks);
      if (frames.some((frame) => /^id: /m.test(frame))) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  const createdIds = () =>
    frames
      .filter((frame) => frame.startsWith('event: alert.created\n'))
      .map((frame) => {
        const data = /^data: (.*)$/m.exec(frame)?.[1] ?? '{}';
        return AlertSchema.parse((JSON.parse(data) as { alert: unknown }).alert).id;
      });
  return { ready, headers: () => headers, createdIds, close: () => stream.close() };
}

/** Long enough for a graceful close; a hang (the proxy's connection held open) fails fast. */
const CLOSE_TIMEOUT_MS = 5_000;
/** A test that starts an app of its own: a few seconds on PGlite, more on a busy machine. */
const WITH_OWN_APP_TIMEOUT_MS = 30_000;

describe('HTTP_PROTOCOL=h2c (a proxy speaking HTTP/2 to its backends)', () => {
  let app: App;
  let connection: ClientHttp2Session;

  beforeAll(async () => {
    app = await createTestApp({ HTTP_PROTOCOL: 'h2c' });
    const baseUrl = await listen(app);
    connection = connect(baseUrl);
  });

  afterAll(async () => {
    connection.close();
    await app.close();
  });

  it('answers the API over HTTP/2 with its security headers and session cookie', async () => {
    const { headers, text } = await call(connection, 'GET', '/api/session', null);
    expect(headers[':status']).toBe(200);
    expect(SessionSchema.parse(JSON.parse(text)).userId).toEqual(expect.any(String));
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['set-cookie']?.join('\n')).toMatch(/HttpOnly/i);
  });

  it(
    'closes while a proxy keeps its connection open, telling it to go elsewhere (GOAWAY)',
    async () => {
      const closing = await createTestApp({ HTTP_PROTOCOL: 'h2c' });
      const proxy = connect(await listen(closing));
      proxy.on('error', () => undefined);
      const goaway = new Promise<void>((resolve) => proxy.once('goaway', () => resolve()));
      try {
        const cookie = cookieFrom((await call(proxy, 'GET', '/api/session', null)).headers);
        await openEvents(proxy, cookie).ready;
        let timer: NodeJS.Timeout | undefined;
        const hung = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('app.close() hung')), CLOSE_TIMEOUT_MS);
        });
        await Promise.race([closing.close(), hung]).finally(() => clearTimeout(timer));
        await goaway;
      } finally {
        proxy.destroy();
      }
    },
    WITH_OWN_APP_TIMEOUT_MS,
  );

  it('carries many observers’ event streams on one connection, each alerted once', async () => {
    const warnings: Error[] = [];
    const noteWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', noteWarning);
    onTestFinished(() => void process.off('warning', noteWarning));
    const place = randomPlace();
    const observers = await Promise.all(
      Array.from({ length: OBSERVERS_ON_ONE_CONNECTION }, async () => {
        const started = await call(connection, 'GET', '/api/session', null);
        const cookie = cookieFrom(started.headers);
        const events = openEvents(connection, cookie);
        await events.ready;
        const reported = await call(connection, 'PUT', '/api/observer/location', cookie, place);
        expect(reported.headers[':status']).toBe(204);
        return events;
      }),
    );
    for (const events of observers) {
      expect(events.headers()[':status']).toBe(200);
      expect(events.headers()['content-type']).toContain('text/event-stream');
    }
    // RFC 9113 §8.2.2 forbids connection headers: node:http2 drops one with this warning.
    expect(warnings.filter(({ name }) => name === 'UnsupportedWarning')).toEqual([]);

    const sender = await startVerifiedSession(app);
    const alert = await createAlert(app, sender, north(place, 20));
    await expect
      .poll(() => observers.filter((events) => events.createdIds().includes(alert.id)).length)
      .toBe(OBSERVERS_ON_ONE_CONNECTION);
    for (const events of observers) {
      expect(events.createdIds().filter((id) => id === alert.id)).toHaveLength(1);
      events.close();
    }
  });
});
