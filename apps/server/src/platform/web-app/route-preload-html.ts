import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** Written by the web build beside index.html (apps/web/build-plugins/route-preloads.ts). */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

const AssetPathsSchema = z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/));
const RoutePreloadsSchema = z.object({
  routes: z.record(z.string(), AssetPathsSchema),
  texts: z.record(z.string(), AssetPathsSchema),
});

/** index.html for one page's address, listing the chunks that page needs first; null: as built. */
export type RouteHtml = (path: string, acceptLanguage: string | undefined) => string | null;

/** The language a first visit will show: Spanish when the browser prefers it (as the app's own detection does). */
function languageOf(acceptLanguage: string | undefined): string {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('es') ? 'es' : 'en';
}

/**
 * index.html with `<link rel="modulepreload">` for the chunks of the page asked for and its
 * texts: the browser fetches them beside the start chunks instead of once the start has run, a
 * round trip and the start's evaluation sooner on a slow network. Without the build's list (an
 * older build), and for pages it does not name, index.html is served as built (precompressed).
 */
export function routeHtmlFrom(webDistDir: string, indexHtml: string): RouteHtml {
  let preloads: z.infer<typeof RoutePreloadsSchema> | null = null;
  try {
    preloads = RoutePreloadsSchema.parse(
      JSON.parse(readFileSync(join(webDistDir, ROUTE_PRELOADS_FILE), 'utf8')),
    );
  } catch {
    // No list (or an unreadable one): pages still load, their chunks a little later.
  }
  const made = new Map<string, string>();
  return (path, acceptLanguage) => {
    const chunks = preloads?.routes[path];
    if (preloads === null || chunks === undefined || !indexHtml.includes('</head>')) return null;
    const language = languageOf(acceptLanguage);
    const key = `${path} ${language}`;
    const known = made.get(key);
    if (known !== undefined) return known;
    const links = [...chunks, ...(preloads.texts[language] ?? [])]
      .map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`)
      .join('');
    const html = indexHtml.replace('</head>', `${links}</head>`);
    made.set(key, html);
    return html;
  };
}
