import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './e2e/e2e-settings';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const repoRoot = resolve(import.meta.dirname, '../..');
// A fresh data folder per run, so every run starts from an empty database.
const dataDir = mkdtempSync(join(tmpdir(), 'redzone-e2e-'));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
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
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: repoRoot,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // A name that never resolves (RFC 2606): no test loads real tiles; specs that look at the
      // map answer these requests themselves (e2e/alerts-map.spec.ts).
      MAP_TILE_URL: 'https://tiles.e2e.invalid/{z}/{x}/{y}.png',
      // e2e/video-management.spec.ts uploads the homepage video with it.
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      // Every test's browser comes from 127.0.0.1, and a run verifies more phones than the
      // default hourly ceiling per address allows.
      VERIFICATION_SENDS_PER_ADDRESS: '1000',
    },
  },
});
