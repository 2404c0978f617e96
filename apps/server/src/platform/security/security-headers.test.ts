import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { describeApi } from '../../test/test-database';
import { SESSION_COOKIE_NAME } from '../identity/session-cookie';

const EXPECTED_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://tile.openstreetmap.org",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join(';');

const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describeApi('security headers', () => {
  let app: App;
  let webDir: string;
  beforeAll(async () => {
    // A stand-in for the web build, so HTML pages are answered as in production.
    webDir = await mkdtemp(join(tmpdir(), 'redzone-web-'));
    await writeFile(join(webDir, 'index.html'), '<!doctype html><title>Red Zone</title>');
    app = await createTestApp({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await app.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('sends the web app CSP, without upgrade-insecure-requests, on API answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe(EXPECTED_CSP);
  });

  it('sends the usual hardening headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
  });

  it('sends them on errors too', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toBe(EXPECTED_CSP);
  });

  it('sends the CSP and the hardening headers on HTML pages: the web app and the API docs', async () => {
    for (const url of ['/', '/alerts', '/api/docs']) {
      const response = await app.inject({ method: 'GET', url, headers: PAGE_HEADERS });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy'], url).toBe(EXPECTED_CSP);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  // identity.test.ts shows httpOnly, SameSite=Lax and Secure over HTTPS behind a trusted proxy.
  it('does not take a client’s word that it came over HTTPS when no proxy is trusted', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { 'x-forwarded-proto': 'https' },
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.secure).toBeUndefined();
  });
});
