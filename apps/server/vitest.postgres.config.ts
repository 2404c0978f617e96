import { defineConfig } from 'vitest/config';

/**
 * The same API suites against PostgreSQL: the global setup creates a fresh migrated database from
 * TEST_DATABASE_URL for this run, each test file works on its own copy of it, and all are dropped
 * afterwards. Without TEST_DATABASE_URL every suite
 * is reported as skipped. `*.unit.test.ts` files do not touch a database and run only in 'server'.
 */
export default defineConfig({
  test: {
    name: 'server-postgres',
    include: ['src/**/*.test.ts'],
    exclude: [
      'src/**/*.unit.test.ts',
      'src/**/*.timing.test.ts',
      // 3,000 random and malformed requests, most refused by validation before any query; what
      // reaches the database meets PostgreSQL either way (PGlite is PostgreSQL in WebAssembly).
      // It runs on PGlite; here it cost 69 s of the run and checked nothing that differs.
      'src/platform/robustness/every-endpoint.test.ts',
    ],
    // Files share a worker's modules (and its migrated PGlite template): importing the app again
    // for each of 100+ files took most of the suite's time. Every app is still built per test file
    // from its own config, so no state but module caches crosses files (docs/decisions/064).
    isolate: false,
    globalSetup: ['src/test/postgres-global-setup.ts'],
    // Each file on its own copy of the migrated database: files run two at a time.
    setupFiles: ['src/test/postgres-file-database.ts'],
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // CI tries a failed test once more and reports it as flaky (.ci/run sets REDZONE_CI); a
    // developer's run never does. A flaky report is fixed the day it is seen (decision 084).
    retry: process.env.REDZONE_CI === '1' ? 1 : 0,
  },
});
