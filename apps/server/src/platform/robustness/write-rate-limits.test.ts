import { randomUUID } from 'node:crypto';
import { RECORDING_CHUNK_SHA256_HEADER } from '@redzone/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { asSession, startSession, type TestSession } from '../../test/phone-sessions';
import { sha256, startUpload } from '../../test/recordings';
import {
  createRouteInventory,
  type RegisteredRoute,
  routeKey,
  UNSAFE_METHODS,
} from '../../test/route-inventory';
import { describeApi, testDatabase } from '../../test/test-database';
import { testRedisUrl, uniqueRedisPrefix } from '../../test/test-redis';
import { WRITE_RATE_LIMIT } from '../security/write-rate-limit';

/**
 * Rate limits on every write: every state-changing route the server registers answers
 * 429 once a session has made WRITE_RATE_LIMIT writes in a minute (routes with a tighter rule of
 * their own, such as alerts, keep it too; their suites show it). On PostgreSQL with
 * TEST_REDIS_URL the counts live in Redis, as they do when instances share the load.
 */

/** Write routes the shared limit leaves alone, each bounded another way. */
const EXEMPT: Record<string, string> = {
  'PUT /api/recordings/:id/chunks/:index':
    'a recorder sends 4 chunks a second per camera and catches up in bursts; each chunk must be the next of a recording the session opened (a limited write), within RECORDING_MAX_BYTES',
  'PUT /api/recordings/:id/layers/:layer/chunks/:index':
    "the same recorder's chunks, for one layer of a recording: next-in-order, within RECORDING_MAX_BYTES",
  'POST /api/stream-upload/stream':
    'a video is hundreds of chunks sent back to back; only the admin token gets past the guard, and each chunk must be the next of an upload opened by init (a limited write)',
};

const useRedis = testDatabase.driver === 'postgres' && testRedisUrl !== null;

/** A request to the route that the limit counts, whatever else is wrong with it. */
function writeTo(route: RegisteredRoute): InjectOptions {
  return {
    method: route.method,
    // A layer name is checked like the body: a real one, so the limit is what answers.
    url: route.url.replace(':layer', 'evidence').replace(/:[A-Za-z0-9_]+/g, 'no-such-id'),
    payload: {},
  };
}

describeApi(`write rate limits${useRedis ? ' (counted in Redis)' : ''}`, () => {
  const inventory = createRouteInventory();
  let app: App;
  let writeRoutes: RegisteredRoute[];

  beforeAll(async () => {
    const redis = useRedis
      ? { REDIS_URL: testRedisUrl ?? '', REDIS_PREFIX: uniqueRedisPrefix() }
      : {};
    app = await createTestApp(redis, { onRoute: inventory.onRoute });
    await app.ready();
    writeRoutes = inventory.routes().filter((route) => UNSAFE_METHODS.includes(route.method));
  });
  afterAll(() => app?.close());

  async function useUpLimit(who: TestSession, request: InjectOptions): Promise<void> {
    for (let write = 0; write < WRITE_RATE_LIMIT.limit; write += 1) {
      const response = await app.inject({ ...request, ...asSession(who) });
      expect(response.statusCode, `${String(request.method)} ${String(request.url)}`).not.toBe(429);
    }
  }

  it('exempts only the upload chunk routes, which are bounded another way', () => {
    expect(writeRoutes.length).toBeGreaterThan(20);
    const exempt = writeRoutes.filter((route) => route.isWriteLimitExempt).map(routeKey);
    expect(exempt.sort()).toEqual(Object.keys(EXEMPT).sort());
  });

  it(`answers every other write route with 429 after ${WRITE_RATE_LIMIT.limit} writes a minute`, async () => {
    const refusedRoutes: string[] = [];
    for (const route of writeRoutes.filter((r) => !r.isWriteLimitExempt)) {
      const who = await startSession(app);
      await useUpLimit(who, writeTo(route));
      const refused = await app.inject({ ...writeTo(route), ...asSession(who) });
      expect(refused.statusCode, routeKey(route)).toBe(429);
      expect(refused.json(), routeKey(route)).toMatchObject({ code: 'rate_limited' });
      expect(Number(refused.headers['retry-after']), routeKey(route)).toBeGreaterThan(0);
      refusedRoutes.push(routeKey(route));
    }
    expect(refusedRoutes.length).toBe(writeRoutes.length - Object.keys(EXEMPT).length);
  });

  it('counts a session’s writes on all routes together, and lets its reads and other sessions through', async () => {
    const who = await startSession(app);
    const location = { method: 'PUT', url: '/api/observer/location' } as const;
    await useUpLimit(who, { ...location, payload: { latitude: 41.9, longitude: -87.6 } });
    const otherRoute = await app.inject({
      method: 'POST',
      url: '/api/officers',
      payload: {},
      ...asSession(who),
    });
    expect(otherRoute.statusCode).toBe(429);
    const read = await app.inject({ method: 'GET', url: '/api/recordings', ...asSession(who) });
    expect(read.statusCode).toBe(200);
    const someoneElse = await app.inject({
      ...location,
      payload: { latitude: 41.9, longitude: -87.6 },
      ...asSession(await startSession(app)),
    });
    expect(someoneElse.statusCode).toBe(204);
  });

  it('counts visitors without a session by their network address', async () => {
    const request = { method: 'POST', url: '/api/alerts', payload: {} } as const;
    for (let write = 0; write < WRITE_RATE_LIMIT.limit; write += 1) {
      await app.inject({ ...request, remoteAddress: '192.0.2.7' });
    }
    expect((await app.inject({ ...request, remoteAddress: '192.0.2.7' })).statusCode).toBe(429);
    expect((await app.inject({ ...request, remoteAddress: '192.0.2.8' })).statusCode).toBe(400);
  });

  it('lets a recorder send more chunks a minute than the write limit', async () => {
    const who = await startSession(app);
    const { recordingId } = await startUpload(app, who, { id: randomUUID() });
    const chunk = Buffer.from('chunk');
    const sendChunk = async (index: number) =>
      app.inject({
        method: 'PUT',
        url: `/api/recordings/${recordingId}/chunks/${index}`,
        headers: {
          'content-type': 'application/octet-stream',
          [RECORDING_CHUNK_SHA256_HEADER]: await sha256(chunk),
        },
        payload: chunk,
        ...asSession(who),
      });
    for (let index = 0; index <= WRITE_RATE_LIMIT.limit; index += 1) {
      expect((await sendChunk(index)).statusCode).toBe(200);
    }
  });
});
