import { ClientConfigSchema } from '@redzone/contract';
import { afterEach, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { describeApi } from '../../test/test-database';

describeApi('GET /api/config', () => {
  let app: App | undefined;
  afterEach(() => app?.close());

  it("tells the web app OpenStreetMap's tiles by default and allows them as images", async () => {
    app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(ClientConfigSchema.parse(response.json())).toEqual({
      map: {
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        tileAttribution: '© OpenStreetMap contributors',
      },
      recordings: { retentionDays: 90, deleteDelayDays: 7 },
    });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://tile.openstreetmap.org;",
    );
  });

  it('tells the configured tile server, and the CSP allows its images and no other site', async () => {
    app = await createTestApp({
      MAP_TILE_URL: 'http://127.0.0.1:8080/osm/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Local tiles',
      RECORDING_RETENTION_DAYS: '30',
    });
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      map: {
        tileUrl: 'http://127.0.0.1:8080/osm/{z}/{x}/{y}.png',
        tileAttribution: '© Local tiles',
      },
      recordings: { retentionDays: 30, deleteDelayDays: 7 },
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: http://127.0.0.1:8080;");
    expect(csp).not.toContain('https:');
  });
});
