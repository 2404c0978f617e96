import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  firstLoadChunks,
  firstLoadCompileHint,
  isPlanningFirstLoad,
  planFirstLoad,
} from './build-plugins/first-load-chunks';
import { preloadHomeRoutePlugin } from './build-plugins/preload-home-route';
import { routePreloadsPlugin } from './build-plugins/route-preloads';
import { productionBuildPlugin } from './build-plugins/production-build';
import { THEME_COLOR } from './src/config/brand';
import { webManifest } from './src/config/web-manifest';

/** The API server of `npm run dev -w @redzone/server`. */
const DEV_API_TARGET = 'http://localhost:3000';

/** index.html cannot import; this keeps its theme-color meta equal to the manifest's. */
function themeColorPlugin(): Plugin {
  return {
    name: 'redzone-theme-color',
    transformIndexHtml: (html) => html.replaceAll('%THEME_COLOR%', THEME_COLOR),
  };
}

const HOME_PAGE = fileURLToPath(new URL('./src/pages/home-page.tsx', import.meta.url));
/** Loaded later, each in one file (build-plugins/first-load-chunks.ts says why). */
const WHOLE_PARTS = [
  { name: 'alerts-page', module: 'src/pages/alerts-page.tsx' },
  { name: 'shell-services', module: 'src/app/ShellServices.tsx' },
].map(({ name, module }) => ({
  name,
  module: fileURLToPath(new URL(`./${module}`, import.meta.url)),
}));

export default defineConfig(async ({ command }) => ({
  build: {
    rolldownOptions: {
      output: {
        // A build first plans (in memory, with the bundler's own chunking) which modules the
        // start page's first visit runs, then puts them in two chunks (the file says why).
        codeSplitting:
          command === 'build' && !isPlanningFirstLoad()
            ? firstLoadChunks(
                await planFirstLoad(fileURLToPath(import.meta.url), HOME_PAGE, WHOLE_PARTS),
              )
            : undefined,
        postBanner: firstLoadCompileHint,
      },
    },
  },
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      // zod without compiled parsers, set before any schema is built (the file says why).
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/lib/zod-configured.ts', import.meta.url)),
      },
    ],
  },
  plugins: [
    productionBuildPlugin(),
    tailwindcss(),
    themeColorPlugin(),
    preloadHomeRoutePlugin(HOME_PAGE),
    routePreloadsPlugin(),
    VitePWA({
      // The planning build only reads chunks; it writes no service worker.
      disable: isPlanningFirstLoad(),
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // Registered by src/lib/service-worker.ts: the server's CSP (script-src 'self') forbids inline scripts.
      injectRegister: false,
      manifest: webManifest,
      injectManifest: {
        // Every route chunk is precached so any page opens offline, not only the one last visited.
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
        rollupFormat: 'iife',
      },
    }),
  ],
  server: {
    proxy: { '/api': { target: DEV_API_TARGET, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: DEV_API_TARGET, changeOrigin: false } },
  },
}));
