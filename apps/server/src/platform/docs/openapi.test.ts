import { EVIDENCE_KEYS_PATH } from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { describeApi } from '../../test/test-database';

describeApi('API documentation', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('publishes an OpenAPI document built from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/session']),
    );
    expect(
      document.paths['/api/session'].get.responses['200'].content['application/json'].schema,
    ).toMatchObject({
      required: ['userId', 'isPhoneVerified'],
    });
  });

  it('leaves the docs UI and static files out of the document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json().paths);
    expect(
      paths.filter(
        // The evidence keys' address is fixed by RFC 8615; it is API, not a page.
        (path) =>
          (!path.startsWith('/api/') && path !== EVIDENCE_KEYS_PATH) ||
          path.startsWith('/api/docs'),
      ),
    ).toEqual([]);
  });

  it('serves the docs UI page and its scripts from this server', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    const script = await app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(script.statusCode).toBe(200);
  });

  it('serves no description in production unless API_DOCS=on', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      for (const url of [
        '/api/docs/json',
        '/api/docs/',
        '/api/docs/static/swagger-initializer.js',
      ]) {
        const answer = await production.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(404);
      }
    } finally {
      await production.close();
    }
    // An operator who wants it served there says so.
    const asked = await createTestApp({ NODE_ENV: 'production', API_DOCS: 'on' });
    try {
      const answer = await asked.inject({ method: 'GET', url: '/api/docs/json' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json<{ openapi: string }>().openapi).toMatch(/^3\./);
    } finally {
      await asked.close();
    }
  });
});
