import { defineConfig } from 'vitest/config';

/** Every server test, API suites on an in-memory PGlite per test file. */
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Suites that time the server run alone afterwards (vitest.timing.config.ts).
    exclude: ['src/**/*.timing.test.ts'],
    // Files share a worker's modules (and its migrated PGlite template): importing the app again
    // for each of 100+ files took most of the suite's time. Every app is still built per test file
    // from its own config, so no state but module caches crosses files (docs/decisions/064).
    isolate: false,
    // Starting PGlite (a WebAssembly PostgreSQL) takes seconds on a small machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // CI tries a failed test once more and reports it as flaky (.ci/run sets REDZONE_CI); a
    // developer's run never does. A flaky report is fixed the day it is seen (decision 084).
    retry: process.env.REDZONE_CI === '1' ? 1 : 0,
  },
});
