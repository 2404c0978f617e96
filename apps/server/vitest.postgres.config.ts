import { defineConfig } from 'vitest/config';

/**
 * The same API suites against PostgreSQL: the global setup creates a fresh database from
 * TEST_DATABASE_URL for this run and drops it afterwards. Without TEST_DATABASE_URL every suite
 * is reported as skipped. `*.unit.test.ts` files do not touch a database and run only in 'server'.
 */
export default defineConfig({
  test: {
    name: 'server-postgres',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.unit.test.ts'],
    globalSetup: ['src/test/postgres-global-setup.ts'],
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
