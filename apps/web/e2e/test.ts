import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { E2E_SERVER_ENV } from './e2e-settings';
import { freePort, startBuiltServer, stopServer } from './server-as-user';

export { expect } from '@playwright/test';

/**
 * Every Playwright worker runs against a built server of its own (`node apps/server/dist/main.js`,
 * as `npm start` runs it), on a free port, with a fresh DATA_DIR: two workers share no data, so
 * one spec's alerts never reach another's observers, and the suite runs in parallel (decision 064).
 */
export const test = base.extend<object, { e2eServer: string }>({
  e2eServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern.
    async ({}, use) => {
      const port = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), 'redzone-e2e-'));
      const server = await startBuiltServer({
        ...E2E_SERVER_ENV,
        PORT: String(port),
        DATA_DIR: dataDir,
      });
      try {
        await use(`http://localhost:${port}`);
      } finally {
        await stopServer(server);
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ e2eServer }, use) => {
    await use(e2eServer);
  },
});
