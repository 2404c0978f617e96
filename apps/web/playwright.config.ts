import { defineConfig } from '@playwright/test';

/**
 * Two workers by default on this 2-core machine, each against a built server of its own with a
 * fresh database (e2e/test.ts): the suite in half the time, and no spec sees another's data.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: './e2e',
  // Vitest's checks of the specs themselves (places.test.ts) are not browser tests.
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    viewport: { width: 390, height: 844 },
    launchOptions: {
      // Debian's Chromium: no browser is ever downloaded (README, docs/decisions/008).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
});
