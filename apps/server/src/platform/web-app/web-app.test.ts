import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { describeApi } from '../../test/test-database';

const INDEX_HTML =
  '<!doctype html><html><head><title>Red Zone</title></head><body><div id="root"></div></body></html>';
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

async function fakeWebBuild(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'redzone-web-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  // The build's precompressed copies (apps/web/scripts/precompress.mjs), told apart by content.
  await writeFile(join(dir, 'assets', 'index-abc123.js.br'), 'brotli bytes');
  await writeFile(join(dir, 'assets', 'index-abc123.js.gz'), 'gzip bytes');
  await writeFile(join(dir, 'sw.js'), 'self.skipWaiting()');
  await writeFile(join(dir, 'manifest.webmanifest'), '{}');
  // What the web build writes (apps/web/build-plugins/route-preloads.ts).
  await writeFile(
    join(dir, 'route-preloads.json'),
    JSON.stringify({
      routes: { '/alerts': ['/assets/alerts-page-abc.js', '/assets/shared-def.js'] },
      texts: { en: ['/assets/pages.en-123.js'], es: ['/assets/pages.es-456.js'] },
    }),
  );
  return dir;
}

describeApi('serving the web app', () => {
  describe('with a build', () => {
    let app: App;
    let webDir: string;
    beforeAll(async () => {
      webDir = await fakeWebBuild();
      app = await createTestApp({ WEB_DIST_DIR: webDir });
    });
    afterAll(async () => {
      await app.close();
      await rm(webDir, { recursive: true, force: true });
    });

    it('serves index.html at / and never lets it be cached stale', async () => {
      const response = await app.inject({ method: 'GET', url: '/', headers: PAGE_HEADERS });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('answers an unknown page with index.html, so the client shows its 404 page', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/some/unknown/path',
        headers: PAGE_HEADERS,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it("lists a page's own chunks and its texts in the language the browser prefers, to load with the start", async () => {
      const english = await app.inject({ url: '/alerts?seen=1', headers: PAGE_HEADERS });
      expect(english.statusCode).toBe(200);
      expect(english.headers['content-type']).toMatch(/^text\/html/);
      expect(english.headers['cache-control']).toBe('no-cache');
      expect(english.headers.vary).toMatch(/accept-language/i);
      const links = (body: string) =>
        [
          ...body.matchAll(
            /<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g,
          ),
        ].map((match) => match[1]);
      expect(links(english.body)).toEqual([
        '/assets/alerts-page-abc.js',
        '/assets/shared-def.js',
        '/assets/pages.en-123.js',
      ]);
      expect(english.body).toMatch(/<\/head><body><div id="root">/);

      const spanish = await app.inject({
        url: '/alerts',
        headers: { ...PAGE_HEADERS, 'accept-language': 'es-US,es;q=0.9,en;q=0.8' },
      });
      expect(links(spanish.body)).toEqual([
        '/assets/alerts-page-abc.js',
        '/assets/shared-def.js',
        '/assets/pages.es-456.js',
      ]);
      // A page the list does not name is index.html as built.
      const other = await app.inject({ url: '/officers', headers: PAGE_HEADERS });
      expect(other.body).toBe(INDEX_HTML);
    });

    it('caches fingerprinted assets for a year as immutable', async () => {
      const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('sends the precompressed copy the browser accepts, and says the answer varies', async () => {
      const url = '/assets/index-abc123.js';
      const brotli = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.body).toBe('brotli bytes');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.body).toBe('gzip bytes');

      const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe('console.log(1)');
    });

    it('makes the service worker and manifest revalidate', async () => {
      for (const url of ['/sw.js', '/manifest.webmanifest']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });

    it('answers a missing asset with 404, not the page', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/assets/gone.js',
        headers: { accept: '*/*' },
      });
      expect(response.statusCode).toBe(404);
    });

    it('keeps unknown /api routes a JSON 404 even for a browser', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/nope', headers: PAGE_HEADERS });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'route_not_found' });
    });
  });

  describe('without a build', () => {
    let app: App;
    beforeAll(async () => {
      app = await createTestApp();
    });
    afterAll(() => app.close());

    it('explains in a plain 404 that the web app is not built', async () => {
      const response = await app.inject({ method: 'GET', url: '/alerts', headers: PAGE_HEADERS });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toMatch(/web app is not built/);
    });

    it('still serves the API', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
    });
  });
});
