import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { type DatabaseHandle, openDatabase } from '../../db/database';
import { LIVE_BUS_NAME } from '../../features/alerts/live-message';
import { createTestApp } from '../../test/create-test-app';
import { sample, scrape, TEST_METRICS_TOKEN } from '../../test/metrics';
import { describeApi, testDatabaseUrl } from '../../test/test-database';
import { testRedisUrl, uniqueRedisPrefix } from '../../test/test-redis';
import { loadConfig } from '../../config';

const env = { METRICS_TOKEN: TEST_METRICS_TOKEN };

describeApi('infrastructure metrics (GET /metrics)', () => {
  const apps: App[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it("reports the free and total bytes of DATA_DIR's file system", async () => {
    const app = await createTestApp(env);
    apps.push(app);
    const text = await scrape(app);
    const free = sample(text, 'redzone_data_dir_free_bytes') ?? 0;
    const size = sample(text, 'redzone_data_dir_size_bytes') ?? 0;
    expect(free).toBeGreaterThan(0);
    expect(size).toBeGreaterThanOrEqual(free);
  });

  it('reports the recording floor as configured, for the disk alert to follow', async () => {
    const byDefault = await createTestApp(env);
    apps.push(byDefault);
    expect(sample(await scrape(byDefault), 'redzone_recording_free_space_floor_bytes')).toBe(
      1024 * 1024 * 1024,
    );
    const set = await createTestApp({ ...env, RECORDING_FREE_SPACE_FLOOR_MB: '300' });
    apps.push(set);
    expect(sample(await scrape(set), 'redzone_recording_free_space_floor_bytes')).toBe(
      300 * 1024 * 1024,
    );
  });

  it('counts requests that failed on the database, and still answers the scrape', async () => {
    const database: DatabaseHandle = await openDatabase(
      loadConfig({ DATABASE_URL: testDatabaseUrl() }).database,
      '/tmp',
    );
    const app = await createTestApp(env, { database });
    apps.push(app);
    expect(sample(await scrape(app), 'redzone_database_errors_total', { source: 'request' })).toBe(
      0,
    );
    await database.close();
    const failed = await app.inject({ method: 'GET', url: '/api/law-notifications' });
    expect(failed.statusCode).toBe(500);
    const text = await scrape(app);
    expect(sample(text, 'redzone_database_errors_total', { source: 'request' })).toBe(1);
    // The backlog gauge reads the database: it is left out, and that failed read is counted
    // (after the counter was read for this scrape, so the next one shows it).
    expect(sample(text, 'redzone_upload_backlog_recordings', { layer: 'full' })).toBeNull();
    const next = await scrape(app);
    expect(sample(next, 'redzone_database_errors_total', { source: 'scrape' })).toBe(1);
  });
});

describe.skipIf(testRedisUrl === null)('Redis errors (GET /metrics, on Redis)', () => {
  it('counts a message on the live-event channel that Redis carried but nobody can read', async () => {
    const prefix = uniqueRedisPrefix();
    const app = await createTestApp({
      ...env,
      REDIS_URL: testRedisUrl ?? '',
      REDIS_PREFIX: prefix,
    });
    const publisher = new Redis(testRedisUrl ?? '');
    try {
      const errors = async () =>
        sample(await scrape(app), 'redzone_redis_errors_total', { client: 'events' });
      expect(await errors()).toBe(0);
      await publisher.publish(`${prefix}${LIVE_BUS_NAME}`, 'not json');
      await expect.poll(errors).toBe(1);
    } finally {
      publisher.disconnect();
      await app.close();
    }
  });
});
