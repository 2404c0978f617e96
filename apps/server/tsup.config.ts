import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The contract ships TypeScript sources, which node cannot run; every other package stays a
  // real node_modules import (tsup externalises dependencies listed in package.json).
  noExternal: ['@redzone/contract', '@redzone/legal'],
});
