import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'legal',
    include: ['src/**/*.test.ts'],
    // Several suites answer every question of a set or read every shipped CSV: about a second on
    // a quiet machine, several times that beside a browser suite on two cores. A timeout is for
    // a hang, not for a busy machine.
    testTimeout: 30_000,
  },
});
