import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_PACKAGE_NAME = '@redzone/server';

/**
 * The apps/server folder, found by walking up from this file. This code runs from two depths
 * (src/server-paths.ts under tsx, and bundled into dist/main.js), so a fixed `../` would break one.
 */
function findServerRoot(): { root: string; version: string } {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    const found = existsSync(manifest) ? readManifest(manifest) : null;
    if (found?.name === SERVER_PACKAGE_NAME) return { root: dir, version: String(found.version) };
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the ${SERVER_PACKAGE_NAME} package folder`);
    dir = parent;
  }
}

function readManifest(manifest: string): { name?: unknown; version?: unknown } {
  return JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown; version?: unknown };
}

const server = findServerRoot();
export const SERVER_ROOT = server.root;
export const SERVER_VERSION = server.version;
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'drizzle');
export const DEFAULT_WEB_DIST_DIR = join(SERVER_ROOT, '..', 'web', 'dist');
