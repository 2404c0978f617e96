import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Some checks run a hundred signature checks (a byte flipped at each place): CPU work that a
  // loaded two-core machine takes longer than vitest's 5 s default for, as the server's suites.
  test: { name: 'verify', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
