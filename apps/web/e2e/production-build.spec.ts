import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildWebAppAsUser, freePort, startBuiltServer, stopServer } from './server-as-user';

/** A web build and a server of its own: it must not replace the suite's build or server. */
let workDir = '';
let server: ChildProcess | null = null;
let origin = '';

// A shell with NODE_ENV=development used to get a development bundle, which never
// registers the service worker, so the app did not open offline.
test.beforeAll(async () => {
  test.setTimeout(180_000);
  workDir = await mkdtemp(join(tmpdir(), 'redzone-dev-shell-'));
  const webDist = join(workDir, 'web');
  await buildWebAppAsUser(webDist, { NODE_ENV: 'development' });
  const port = await freePort();
  server = await startBuiltServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    DATA_DIR: join(workDir, 'data'),
    WEB_DIST_DIR: webDist,
    LOG_LEVEL: 'warn',
  });
  origin = `http://localhost:${port}`;
});

test.afterAll(async () => {
  if (server !== null) await stopServer(server);
  if (workDir !== '') await rm(workDir, { recursive: true, force: true });
});

test('built and started from a shell with NODE_ENV=development, the app reloads offline', async ({
  page,
  context,
}) => {
  await page.goto(`${origin}/`);
  // A development bundle registers no worker at all: fail in seconds, not at the test's timeout.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      message: 'a service worker controls the page',
      timeout: 20_000,
    })
    .toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await context.setOffline(false);
});
