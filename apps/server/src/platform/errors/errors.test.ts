import { JSON_BODY_LIMIT_BYTES } from '@redzone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { describeApi } from '../../test/test-database';

const ECHO_URL = '/api/test/echo';
const JSON_HEADERS = { 'content-type': 'application/json' };

describeApi('error answers', () => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp();
    app.post(
      ECHO_URL,
      { schema: { body: z.object({ name: z.string().min(1) }) } },
      async (request) => request.body,
    );
    app.get('/api/test/boom', async () => {
      throw new Error('connection to db.internal:5432 failed for user admin');
    });
  });
  afterAll(() => app.close());

  it('answers bad JSON with 400 invalid_json', async () => {
    const response = await app.inject({
      method: 'POST',
      url: ECHO_URL,
      headers: JSON_HEADERS,
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The request body is not valid JSON.',
      code: 'invalid_json',
    });
  });

  it('answers a body over 1 MB with 413 body_too_large', async () => {
    const payload = JSON.stringify({ name: 'x'.repeat(JSON_BODY_LIMIT_BYTES) });
    const response = await app.inject({
      method: 'POST',
      url: ECHO_URL,
      headers: JSON_HEADERS,
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'body_too_large' });
  });

  it('answers a content type it does not read with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: ECHO_URL,
      headers: { 'content-type': 'application/xml' },
      payload: '<name>x</name>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('answers a body that breaks the schema with 400 validation_failed and the issues', async () => {
    const response = await app.inject({ method: 'POST', url: ECHO_URL, payload: { name: 42 } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'validation_failed', issues: [{ path: ['name'] }] });
    expect(body.error).toMatch(/^Invalid request body: name: /);
  });

  it('answers a URL the router cannot decode, or a path part past its length, in the same shape', async () => {
    const broken = await app.inject({ method: 'GET', url: '/api/officers/%E0%A4%A' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      error: 'The address is not valid: it has a broken %-escape.',
      code: 'bad_request',
    });
    const long = await app.inject({ method: 'GET', url: `/api/officers/${'x'.repeat(200)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      error: 'A part of the address is too long.',
      code: 'bad_request',
    });
  });

  it('refuses the NUL character, which PostgreSQL cannot store, in a body, a query or a path', async () => {
    const body = await app.inject({ method: 'POST', url: ECHO_URL, payload: { name: 'a\u0000b' } });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({
      error: 'Invalid request body: text cannot contain the NUL character.',
      code: 'validation_failed',
      issues: [{ path: ['name'], message: 'must not contain the NUL character' }],
    });
    for (const url of ['/api/officers?search=a%00b', '/api/officers/a%00b']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('refuses half of a UTF-16 pair alone, which PostgreSQL cannot store either', async () => {
    // The random-input suite found it: POST /api/alerts with "description": "\ud800" was a 500.
    const body = await app.inject({
      method: 'POST',
      url: ECHO_URL,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"a\\ud800b"}',
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({
      error:
        'Invalid request body: text must be valid Unicode (half of a character pair came alone).',
      code: 'validation_failed',
      issues: [{ path: ['name'], message: 'must be valid Unicode' }],
    });
    const emoji = await app.inject({ method: 'POST', url: ECHO_URL, payload: { name: 'a😀b' } });
    expect(emoji.statusCode).not.toBe(400);
  });

  it('answers an unknown /api route with a 404 JSON error', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/no-such-thing?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: `Route ${method} /api/no-such-thing not found`,
        code: 'route_not_found',
      });
    }
  });

  it('answers an unexpected error with a bare 500 that reveals nothing', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error', code: 'internal_error' });
    expect(response.body).not.toMatch(/db\.internal|admin|stack/);
    // The id under which the error was logged, for a bug report.
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  describe('cross-site requests', () => {
    it('refuses a POST whose Origin names another site, before reading its body', async () => {
      const response = await app.inject({
        method: 'POST',
        url: ECHO_URL,
        headers: { ...JSON_HEADERS, origin: 'https://evil.example' },
        payload: 'not even JSON',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'Requests from other sites are not accepted.',
        code: 'cross_site_request',
      });
    });

    it('refuses a request the browser marks Sec-Fetch-Site: cross-site', async () => {
      const response = await app.inject({
        method: 'DELETE',
        url: '/api/anything',
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(response.statusCode).toBe(403);
    });

    it('refuses an opaque "null" Origin', async () => {
      const response = await app.inject({
        method: 'PUT',
        url: ECHO_URL,
        headers: { origin: 'null' },
      });
      expect(response.statusCode).toBe(403);
    });

    it('accepts a same-origin POST and one without Origin', async () => {
      const sameOrigin = await app.inject({
        method: 'POST',
        url: ECHO_URL,
        headers: { host: 'redzone.test:8080', origin: 'http://redzone.test:8080' },
        payload: { name: 'Ada' },
      });
      expect(sameOrigin.statusCode).toBe(200);
      const noOrigin = await app.inject({
        method: 'POST',
        url: ECHO_URL,
        payload: { name: 'Ada' },
      });
      expect(noOrigin.json()).toEqual({ name: 'Ada' });
    });

    it('lets a cross-site GET through: reads change nothing', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(200);
    });
  });
});
