import { defineConfig } from 'vitest/config';

/** Every server test, API suites on an in-memory PGlite per test file. */
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Starting PGlite (a WebAssembly PostgreSQL) takes seconds on a small machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
