import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const doc = readFileSync(join(repoRoot, 'docs/architecture.md'), 'utf8');

/** Where the document's paths start: it says server paths are under src, web paths likewise. */
const ROOTS = ['', 'apps/server/src', 'apps/web/src', 'apps/server'];
const SOURCE_DIRS = ['apps/server/src', 'apps/server/drizzle', 'apps/web/src', 'packages'];

const sourcePaths = SOURCE_DIRS.flatMap((dir) =>
  readdirSync(join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
    .filter((path) => !path.includes('node_modules'))
    .map((path) => `${dir}/${path}`),
);
const sourceNames = new Set(sourcePaths.map((path) => basename(path)));

/**
 * A table cell names its first file in full and the next ones from the same feature folder
 * (`features/alerts/alerts.routes.ts`, then `api/create-alert.ts`): those must exist somewhere.
 */
function exists(span: string): boolean {
  if (!span.includes('/')) return sourceNames.has(span);
  if (ROOTS.some((root) => existsSync(join(repoRoot, root, span)))) return true;
  const tail = `/${span.replace(/\/$/, '')}`;
  return sourcePaths.some((path) => path.endsWith(tail));
}

/** Code spans that name a file or folder of ours: a path, or a file name with an extension. */
const mentioned = [...doc.matchAll(/`([^`\s]+)`/g)]
  .map((match) => match[1] ?? '')
  .filter((span) => /^[\w./*-]+$/.test(span) && /(\/|\.(ts|tsx|sql|md))$/.test(span))
  .filter((span) => !span.includes('*') && !span.includes('…'));

// The document names the real files of each flow step: a rename must update it.
describe('docs/architecture.md', () => {
  it('names files', () => {
    expect(mentioned.length).toBeGreaterThan(40);
  });

  it.each([...new Set(mentioned)])('names %s, which exists', (span) => {
    expect(exists(span), `${span} is named in docs/architecture.md`).toBe(true);
  });
});
