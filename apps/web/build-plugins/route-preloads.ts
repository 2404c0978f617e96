import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { chunkClosure } from './chunk-closure';

/** Written beside index.html; the server reads it (apps/server/src/platform/web-app). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** `src/pages/alerts-page.tsx` is `/alerts`; Home's chunks are in index.html already. */
const PAGE_MODULE = /\/src\/pages\/([a-z-]+)-page\.tsx$/;
const PAGE_TEXTS = /\/src\/i18n\/locales\/pages\.([a-z]+)\.json$/;

export interface RoutePreloads {
  /** Each route's chunks that index.html does not preload, as absolute paths. */
  routes: Record<string, string[]>;
  /** The texts every page but Home waits for, per language. */
  texts: Record<string, string[]>;
}

/**
 * Each lazy route's chunk and the chunks it imports (beyond those index.html preloads already),
 * and the page texts per language, in a file the server reads: on a first visit to /alerts it
 * lists them in the page as `<link rel="modulepreload">`, so they download beside the start
 * chunks instead of after the start has run. On slow 4G /alerts drew its content a round trip and
 * the start's evaluation after Home would have (Lighthouse: the LCP element 1 s after the first
 * paint, its chunk requested only at 636 ms of an unthrottled load).
 */
export function routePreloadsPlugin(): Plugin {
  return {
    name: 'redzone-route-preloads',
    apply: 'build',
    writeBundle(options, bundle) {
      const index = bundle['index.html'];
      if (options.dir === undefined || index?.type !== 'asset') return;
      const html = String(index.source);
      const closure = (fileName: string) =>
        [...chunkClosure(bundle, fileName)]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `/${file}`);
      const preloads: RoutePreloads = { routes: {}, texts: {} };
      for (const output of Object.values(bundle) as (
        Rolldown.OutputChunk | Rolldown.OutputAsset
      )[]) {
        if (output.type !== 'chunk') continue;
        // A page's module is its chunk's facade, or inside a chunk it shares with modules others
        // import too (then the chunk has no facade).
        for (const id of output.moduleIds) {
          const language = PAGE_TEXTS.exec(id)?.[1];
          if (language !== undefined) preloads.texts[language] = closure(output.fileName);
          const page = PAGE_MODULE.exec(id)?.[1];
          if (page !== undefined && page !== 'home')
            preloads.routes[`/${page}`] = closure(output.fileName);
        }
      }
      writeFileSync(
        join(options.dir, ROUTE_PRELOADS_FILE),
        `${JSON.stringify(preloads, null, 2)}\n`,
      );
    },
  };
}
