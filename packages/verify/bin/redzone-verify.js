#!/usr/bin/env node
// The built command is dist/cli.js (npm run build -w @redzone/verify). In this repository before
// a build, the TypeScript source runs through tsx, so `npx redzone-verify` works here too.
try {
  await import('../dist/cli.js');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('dist/cli.js')) {
    throw error;
  }
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli.ts');
}
