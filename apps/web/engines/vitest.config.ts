import { defineConfig } from 'vitest/config';

// The journey in WebKit and Firefox (decision 050): one engine at a time, each file against its
// own server; `npm run build` first.
export default defineConfig({
  test: {
    name: 'engines',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
