import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every unit and API suite; each package keeps its own config.
export default defineConfig({
  test: {
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
