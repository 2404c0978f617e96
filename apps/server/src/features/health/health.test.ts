import { HealthSchema } from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { SERVER_VERSION } from '../../server-paths';
import { createTestApp } from '../../test/create-test-app';
import { describeApi, testDatabase } from '../../test/test-database';

describeApi('GET /api/health', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('reports ok, the database in use, uptime and version', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const health = HealthSchema.parse(response.json());
    expect(health).toMatchObject({
      status: 'ok',
      database: testDatabase.driver,
      version: SERVER_VERSION,
    });
    expect(health.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });
});
