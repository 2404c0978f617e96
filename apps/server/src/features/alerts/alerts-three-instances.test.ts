import {
  ACTIVE_ALERTS_CACHE_TTL_MS,
  ALERT_BASE_RADIUS_YARDS,
  LiveEventSchema,
} from '@redzone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createAlert, listAlerts, north, randomPlace, reportPosition } from '../../test/alerts';
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

/** Long enough for a duplicate or a stray delivery to arrive if the fan-out would send one. */
const SETTLE_MS = 1_500;
const INSTANCES = 3;

function createdIds(stream: SseClient): string[] {
  return stream
    .events()
    .map((frame: SseFrame) => LiveEventSchema.parse(JSON.parse(frame.data ?? '')))
    .flatMap((event) => (event.type === 'alert.created' ? [event.alert.id] : []));
}

interface Observer {
  instance: number;
  inRange: boolean;
  stream: SseClient;
}

describe.skipIf(!isRunnable)(`three server instances ${LABEL}`, () => {
  const apps: App[] = [];
  const baseUrls: string[] = [];
  const streams: SseClient[] = [];

  beforeAll(async () => {
    // One deployment: the run's database and one Redis prefix for all three.
    const env = { REDIS_URL: testRedisUrl ?? '', REDIS_PREFIX: uniqueRedisPrefix() };
    apps.push(...(await Promise.all(Array.from({ length: INSTANCES }, () => createTestApp(env)))));
    baseUrls.push(...(await Promise.all(apps.map((app) => listen(app)))));
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(apps.map((app) => app.close()));
  });

  it('notifies every in-range observer exactly once per alert, whichever instance took it, and nobody else', async () => {
    const at = randomPlace();
    const observers: Observer[] = [];
    // On each instance: two observers inside the base radius, one well outside it.
    const placements = [
      { yards: ALERT_BASE_RADIUS_YARDS * 0.3, inRange: true },
      { yards: ALERT_BASE_RADIUS_YARDS * 0.8, inRange: true },
      { yards: ALERT_BASE_RADIUS_YARDS * 6, inRange: false },
    ];
    for (const [instance, app] of apps.entries()) {
      for (const { yards, inRange } of placements) {
        const session = await startSession(app);
        await reportPosition(app, session, north(at, yards));
        const stream = await openSse(baseUrls[instance] ?? '', session);
        streams.push(stream);
        observers.push({ instance, inRange, stream });
      }
    }
    for (const { stream } of observers) {
      await expect.poll(() => stream.lastEventId).not.toBeNull();
    }

    // Each instance has read (and keeps) its list of active alerts before the posts.
    for (const app of apps) expect(await listAlerts(app, null, at)).toEqual([]);

    // One alert posted to each instance, by three different people.
    const alerts: string[] = [];
    for (const app of apps) {
      alerts.push((await createAlert(app, await startVerifiedSession(app), at)).id);
    }

    for (const observer of observers.filter((o) => o.inRange)) {
      await expect
        .poll(() => createdIds(observer.stream).filter((id) => alerts.includes(id)).length, {
          timeout: 10_000,
        })
        .toBe(alerts.length);
    }
    // Every instance's list shows all three at once: the bus told each to read again, well
    // before its cache would have expired by itself.
    for (const app of apps) {
      await expect
        .poll(async () => (await listAlerts(app, null, at)).map((alert) => alert.id).sort(), {
          timeout: ACTIVE_ALERTS_CACHE_TTL_MS / 2,
        })
        .toEqual([...alerts].sort());
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

    for (const observer of observers) {
      const received = createdIds(observer.stream).filter((id) => alerts.includes(id));
      const label = `observer on instance ${observer.instance + 1}, ${observer.inRange ? 'in' : 'out of'} range`;
      if (observer.inRange) expect([...received].sort(), label).toEqual([...alerts].sort());
      else expect(received, label).toEqual([]);
    }
  });
});
