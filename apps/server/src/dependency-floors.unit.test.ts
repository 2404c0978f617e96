import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

function installedVersion(name: string): number[] {
  const file = require.resolve(`${name}/package.json`);
  const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version: string };
  return version.split('.').map(Number);
}

function isAtLeast(version: number[], floor: number[]): boolean {
  for (let i = 0; i < floor.length; i += 1) {
    const have = version[i] ?? 0;
    const need = floor[i] ?? 0;
    if (have !== need) return have > need;
  }
  return true;
}

/**
 * Dependencies with advisories, at least at the versions that fix them, whether or not `npm audit`
 * can reach the registry.
 */
describe('dependency floors', () => {
  it('serves the web app with @fastify/static 10.1.3 or later (GHSA-83w8-p2f5-377r, GHSA-423g-23ch-w7c6, GHSA-8pvw-jcv7-9cmj, GHSA-x428-ghpx-8j92)', () => {
    expect(isAtLeast(installedVersion('@fastify/static'), [10, 1, 3])).toBe(true);
  });
});
