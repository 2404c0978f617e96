import { defineConfig } from 'vitest/config';

/**
 * Suites that measure the server's own timing (`*.timing.test.ts`: an evidence chunk's time
 * under a flood of wrong PINs). They run after the others, one file at a time, on a machine no
 * other test file shares: beside a second worker's files their clocks measured that worker too.
 */
export default defineConfig({
  test: {
    name: 'server-timing',
    root: import.meta.dirname,
    include: ['src/**/*.timing.test.ts'],
    maxWorkers: 1,
    hookTimeout: 60_000,
    testTimeout: 60_000,
  },
});
