import { LiveEventSchema } from '@redzone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createAlert, north, randomPlace, reportPosition, respond } from '../../test/alerts';
import { createTestApp } from '../../test/create-test-app';
import { startSession, startVerifiedSession } from '../../test/phone-sessions';
import { listen, openSse, type SseClient, type SseFrame } from '../../test/sse-client';
import { testDatabase } from '../../test/test-database';
import { testRedisUrl, uniqueRedisPrefix } from '../../test/test-redis';

const hasPostgres = testDatabase.driver === 'postgres' && testDatabase.url !== null;
const isRunnable = hasPostgres && testRedisUrl !== null;
const LABEL = isRunnable
  ? 'on PostgreSQL and Redis'
  : '(skipped: needs the server-postgres project with TEST_DATABASE_URL, and TEST_REDIS_URL)';

function isAbout(alertId: string, type: string) {
  return (frame: SseFrame) => {
    const event = LiveEventSchema.parse(JSON.parse(frame.data ?? ''));
    return (
      event.type === type &&
      (event.type === 'alert.ended' ? event.alertId : event.alert.id) === alertId
    );
  };
}

describe.skipIf(!isRunnable)(`two server instances ${LABEL}`, () => {
  let a: App;
  let b: App;
  let baseUrlA: string;
  const streams: SseClient[] = [];

  beforeAll(async () => {
    // Same database (the run's), same Redis prefix: one deployment of two instances.
    const env = { REDIS_URL: testRedisUrl ?? '', REDIS_PREFIX: uniqueRedisPrefix() };
    [a, b] = await Promise.all([createTestApp(env), createTestApp(env)]);
    baseUrlA = await listen(a);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all([a.close(), b.close()]);
  });

  it('delivers an alert posted to instance B to an observer streaming from instance A', async () => {
    const at = randomPlace();
    const observer = await startSession(a);
    await reportPosition(a, observer, north(at, 40));
    const stream = await openSse(baseUrlA, observer);
    streams.push(stream);

    const creator = await startVerifiedSession(b);
    const alert = await createAlert(b, creator, at);
    const created = await stream.next(isAbout(alert.id, 'alert.created'));
    expect(Number(created.id)).toBeGreaterThan(0);

    await respond(b, await startVerifiedSession(b), alert.id);
    await stream.next(isAbout(alert.id, 'alert.updated'));
    expect(stream.events().filter(isAbout(alert.id, 'alert.created'))).toHaveLength(1);
  });

  it('follows an observer whose position reaches instance B while the stream is on A', async () => {
    const at = randomPlace();
    const observer = await startSession(a);
    const stream = await openSse(baseUrlA, observer);
    streams.push(stream);
    await expect.poll(() => stream.lastEventId).not.toBeNull();
    const alert = await createAlert(a, await startVerifiedSession(a), at);
    // Cookies are signed with the shared secret, so the same session works on either instance.
    await reportPosition(b, observer, north(at, 20));
    await stream.next(isAbout(alert.id, 'alert.created'));
  });
});
