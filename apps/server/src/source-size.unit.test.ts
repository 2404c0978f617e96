import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A file a newcomer can hold in mind: no hand-written source or test is over 400 lines, the
 * server's composition stays a short list, and comments give reasons rather than issue numbers. Generated tables, migrations, held-out evaluation sets
 * (written apart, data rather than code) and build output are not hand-written code.
 */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const LIMIT = 400;
const COMPOSITION_LIMIT = 200;
const SOURCE_DIRS = ['apps', 'packages', 'bench', 'scripts'];
const NOT_HAND_WRITTEN = [
  /(^|\/)node_modules\//,
  /(^|\/)dist\//,
  /(^|\/)generated\//,
  /(^|\/)drizzle\//,
  /(^|\/)held-out\//,
  /(^|\/)test-results\//,
  /(^|\/)playwright-report\//,
  /\.d\.ts$/,
];

/** As `wc -l` counts: newlines. */
const lineCount = (path: string) =>
  (readFileSync(join(repoRoot, path), 'utf8').match(/\n/g) ?? []).length;

const codeFiles = SOURCE_DIRS.flatMap((dir) =>
  readdirSync(join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
    .map((path) => `${dir}/${path}`)
    .filter((path) => /\.(ts|tsx|mjs|js)$/.test(path))
    .filter((path) => !NOT_HAND_WRITTEN.some((pattern) => pattern.test(path))),
);

describe('source files', () => {
  it('finds the code it measures', () => {
    expect(codeFiles).toContain('apps/server/src/app.ts');
    expect(codeFiles.length).toBeGreaterThan(500);
  });

  it(`keeps every hand-written file at ${LIMIT} lines or fewer`, () => {
    const long = codeFiles
      .map((path) => ({ path, lines: lineCount(path) }))
      .filter(({ lines }) => lines > LIMIT);
    expect(long).toEqual([]);
  });

  it('says why in its comments, not which issue asked (the numbers live in docs/decisions)', () => {
    const naming = codeFiles.filter((path) =>
      /(\/\/|\/\*|^\s*\*).*\bissues? ?#?\d+/im.test(readFileSync(join(repoRoot, path), 'utf8')),
    );
    expect(naming).toEqual([]);
  });

  it(`keeps the server's composition at ${COMPOSITION_LIMIT} lines or fewer`, () => {
    expect(lineCount('apps/server/src/app.ts')).toBeLessThanOrEqual(COMPOSITION_LIMIT);
  });
});
