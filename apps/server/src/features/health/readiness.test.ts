import { NotReadySchema, ReadinessSchema } from '@redzone/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { createTestApp } from '../../test/create-test-app';
import { sample, scrape, TEST_METRICS_TOKEN } from '../../test/metrics';
import { describeApi, testDatabaseUrl } from '../../test/test-database';
import { testRedisUrl, uniqueRedisPrefix } from '../../test/test-redis';

const ready = (app: App) => app.inject({ method: 'GET', url: '/api/health/ready' });

describeApi('GET /api/health/ready', () => {
  const apps: App[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it('is ready when the database answers; Redis is not configured here', async () => {
    const app = await createTestApp();
    apps.push(app);
    const response = await ready(app);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(ReadinessSchema.parse(response.json())).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'not_configured' },
    });
  });

  it('answers 503 not_ready naming the database once it is closed, and counts the failure', async () => {
    const database = await openDatabase(
      loadConfig({ DATABASE_URL: testDatabaseUrl() }).database,
      '/tmp',
    );
    const app = await createTestApp({ METRICS_TOKEN: TEST_METRICS_TOKEN }, { database });
    apps.push(app);
    await database.close();

    const response = await ready(app);
    expect(response.statusCode).toBe(503);
    expect(NotReadySchema.parse(response.json())).toEqual({
      error: 'Not ready: database did not answer.',
      code: 'not_ready',
      checks: { database: 'failed', redis: 'not_configured' },
    });
    expect(
      sample(await scrape(app), 'redzone_database_errors_total', { source: 'readiness' }),
    ).toBe(1);
  });
});

describe.skipIf(testRedisUrl === null)('GET /api/health/ready with Redis', () => {
  it('asks Redis too', async () => {
    const app = await createTestApp({
      REDIS_URL: testRedisUrl ?? '',
      REDIS_PREFIX: uniqueRedisPrefix(),
    });
    try {
      const response = await ready(app);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', redis: 'ok' },
      });
    } finally {
      await app.close();
    }
  });
});
