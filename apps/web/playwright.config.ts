import { defineConfig } from '@playwright/test';

/**
 * Two workers by default on this 2-core machine, each against a built server of its own with a
 * fresh database (e2e/test.ts): the suite in half the time, and no spec sees another's data.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/**
 * Specs that measure the app's own pace (long tasks at 4x CPU, sound secured over a throttled
 * uplink): they run after all the others, one at a time, so no other browser shares the
 * machine's two cores with them. Beside another spec they measured that spec too and failed.
 */
const MEASURES = ['**/first-load.spec.ts', '**/evidence-survival.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  // Vitest's checks of the specs themselves (places.test.ts) are not browser tests.
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: WORKERS,
  // CI tries a failed spec once more, in a fresh worker with a fresh server, and reports it as
  // flaky (.ci/run sets REDZONE_CI); a developer's run never does. A flaky report is fixed the day
  // it is seen (decision 084).
  retries: process.env.REDZONE_CI === '1' ? 1 : 0,
  timeout: 60_000,
  // A screen that says the right thing a few seconds late on a loaded two-core machine is not a
  // defect: assertions wait for it up to 10 s (Playwright's default is 5 s) and pass as soon as
  // it is true.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  projects: [
    { name: 'chromium', testIgnore: MEASURES },
    { name: 'measures', testMatch: MEASURES, dependencies: ['chromium'], workers: 1 },
  ],
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
