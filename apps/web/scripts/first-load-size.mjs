// The JavaScript a first visit to a route downloads before it can render: the scripts index.html
// loads (and modulepreloads), plus every chunk the route's own chunk imports statically, each
// gzipped at level 9. Dynamic import() chunks load on use and are not counted.
// With --preloaded, every one of those files must be named in index.html itself (Home's chunks are
// modulepreloaded there by build-plugins/preload-home-route.ts, not appended by script).
// With --max-files=N, there must be at most N of those files: over HTTP/1.1 a browser fetches 6 at
// a time from one server, so each further batch of 6 costs a round trip before the first paint
// (build-plugins/first-load-chunks.ts puts them in a few chunks).
// Usage: node scripts/first-load-size.mjs [route-chunk-prefix=home-page] [--budget-kb=170]
//   [--max-files=N] [--preloaded]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const assets = join(dist, 'assets');
const args = process.argv.slice(2);
const route = args.find((a) => !a.startsWith('--')) ?? 'home-page';
const budgetArg = args.find((a) => a.startsWith('--budget-kb='));
const budgetKb = budgetArg ? Number(budgetArg.split('=')[1]) : null;
const mustBePreloaded = args.includes('--preloaded');
const maxFilesArg = args.find((a) => a.startsWith('--max-files='));
const maxFiles = maxFilesArg ? Number(maxFilesArg.split('=')[1]) : null;

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const routeChunk = readdirSync(assets).find((f) => f.startsWith(`${route}-`) && f.endsWith('.js'));
if (!routeChunk) throw new Error(`no chunk for ${route} in ${assets}: run npm run build first`);

/** Static imports only: `import ... from "./x.js"` and `import "./x.js"`, not `import("./x.js")`. */
function staticImports(file) {
  const code = readFileSync(join(assets, file), 'utf8');
  const found = new Set();
  for (const m of code.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[^'"();]*?from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    found.add(m[1]);
  }
  return [...found];
}

const seen = new Set();
const queue = [...entries, routeChunk];
while (queue.length > 0) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  seen.add(file);
  queue.push(...staticImports(file));
}

const sizes = [...seen].map((file) => ({
  file,
  gzip: gzipSync(readFileSync(join(assets, file)), { level: 9 }).length,
}));
sizes.sort((a, b) => b.gzip - a.gzip);
const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
for (const { file, gzip } of sizes)
  console.log(`${(gzip / 1024).toFixed(1).padStart(7)} KB  ${file}`);
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total, ${sizes.length} files (${route})`);
const notInHtml = [...seen].filter((file) => !entries.includes(file));
if (mustBePreloaded && notInHtml.length > 0) {
  console.error(`index.html does not preload ${notInHtml.join(', ')} (${route})`);
  process.exit(1);
}
if (maxFiles !== null && sizes.length > maxFiles) {
  console.error(`First load of ${route} takes ${sizes.length} files, more than ${maxFiles}.`);
  process.exit(1);
}
if (budgetKb !== null && total / 1024 > budgetKb) {
  console.error(`First-load JavaScript for ${route} is over its ${budgetKb} KB budget.`);
  process.exit(1);
}
