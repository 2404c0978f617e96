// Writes brotli (.br) and gzip (.gz) copies of the built text assets next to them, once at build
// time, so the server sends them compressed (@fastify/static `preCompressed`) without spending
// CPU per request. Run after `vite build` (the service worker is written by then too).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for (const path of files(dist)) {
  if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
  const content = readFileSync(path);
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in ${dist}`);
