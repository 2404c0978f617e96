import { CreateAlertResponseSchema } from '@redzone/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { alertBody, postAlert, randomPlace, reportPosition } from '../../test/alerts';
import { createTestApp } from '../../test/create-test-app';
import { startSession, startVerifiedSession } from '../../test/phone-sessions';
import { testRedisUrl, uniqueRedisPrefix } from '../../test/test-redis';
import { createObserverSealer } from './sealed-observer-positions';

describe('sealed observer members', () => {
  it('seals an identity to the same opaque member every time and opens it back', () => {
    const sealer = createObserverSealer('a-secret-that-is-long-enough-for-the-test');
    const member = sealer.seal('user-1-abc');
    expect(member).toBe(sealer.seal('user-1-abc'));
    expect(member).not.toContain('user-1');
    expect(sealer.open(member)).toBe('user-1-abc');
    expect(createObserverSealer('another-secret-that-is-long-enough').open(member)).toBeNull();
  });
});

/** Redis held observers' positions under their identities, the ids the database ties to them. */
describe.skipIf(testRedisUrl === null)('observer positions in Redis', () => {
  let app: App;
  let redis: Redis;
  const prefix = uniqueRedisPrefix();
  beforeAll(async () => {
    app = await createTestApp({ REDIS_URL: testRedisUrl ?? '', REDIS_PREFIX: prefix });
    redis = new Redis(testRedisUrl ?? '');
  });
  afterAll(async () => {
    await app.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('keys no position by an identity, and an alert still finds the observer near it', async () => {
    const at = randomPlace();
    const observer = await startSession(app);
    await reportPosition(app, observer, at);
    const members = await redis.zrange(`${prefix}observers:seen`, '0', '-1');
    expect(members).toHaveLength(1);
    expect(members[0]).not.toContain(observer.userId);
    expect(members[0]).not.toMatch(/^user-/);

    const sender = await startVerifiedSession(app);
    const created = CreateAlertResponseSchema.parse(
      (await postAlert(app, sender, alertBody(at))).json(),
    );
    expect(created.reach.observersNearby).toBe('few');
  });
});
