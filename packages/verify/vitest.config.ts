import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'verify', include: ['src/**/*.test.ts'] },
});
