import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every unit and API suite; each package keeps its own config.
export default defineConfig({
  test: {
    // Vitest leaves a core free by default: one worker on a 2-core machine ran the API suites one
    // file at a time (13 minutes). The files wait on PGlite and sockets as much as they compute,
    // and the main process is idle: two workers took half the time there, and a worker more than
    // there are cores took 239 s where two took 278 s (docs/benchmarks.md).
    maxWorkers: availableParallelism() + 1,
    projects: [
      'packages/contract',
      'packages/legal',
      'packages/verify',
      'apps/server',
      'apps/server/vitest.postgres.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
