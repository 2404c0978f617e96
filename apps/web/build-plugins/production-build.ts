import type { Plugin } from 'vite';

/**
 * A build is for production whatever NODE_ENV the shell has. Vite takes NODE_ENV from
 * the environment first, so `NODE_ENV=development npm start` made a development bundle: no
 * service worker registered, no offline app, and no warning. Vite decides once the config hooks
 * have run, so setting it here makes `import.meta.env.PROD` and every library's
 * `process.env.NODE_ENV` say production. The dev server is untouched, and the server's own mode
 * stays its own setting (NODE_ENV read by apps/server/src/config.ts at start).
 */
export function productionBuildPlugin(): Plugin {
  return {
    name: 'redzone-production-build',
    apply: 'build',
    config() {
      process.env.NODE_ENV = 'production';
    },
  };
}
