import { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, killServerProcess, startServerProcess } from '../../test/server-process';
import { testDatabase } from '../../test/test-database';
import { makeDataDirPrivate } from './private-data-dir';

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Every file and folder under `dir` that anyone but the owner may read, write or enter. */
function openToOthers(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => (modeOf(path) & 0o077) !== 0);
}

/** 969 PGlite files, catalogs included, were world-writable (0666). */
describe('DATA_DIR is the server user’s alone', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('makes the folder 0700 and takes group and other bits off what is already in it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'redzone-private-'));
    dirs.push(dataDir);
    chmodSync(dataDir, 0o755);
    mkdirSync(join(dataDir, 'db', 'base'), { recursive: true });
    chmodSync(join(dataDir, 'db'), 0o777);
    writeFileSync(join(dataDir, 'db', 'base', 'pg_class'), '');
    chmodSync(join(dataDir, 'db', 'base', 'pg_class'), 0o666);
    await makeDataDirPrivate(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, 'db'))).toBe(0o700);
    expect(modeOf(join(dataDir, 'db', 'base', 'pg_class'))).toBe(0o600);
  });

  it.skipIf(testDatabase.driver !== 'pglite')(
    'leaves nothing open to others after a real start (umask 077)',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'redzone-umask-'));
      dirs.push(dataDir);
      const server = await startServerProcess({
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        DATABASE_URL: '',
        WEB_DIST_DIR: join(dataDir, 'no-web-app'),
      });
      try {
        expect(openToOthers(dataDir)).toEqual([]);
        expect(readdirSync(join(dataDir, 'db')).length).toBeGreaterThan(0);
      } finally {
        await killServerProcess(server);
      }
    },
    60_000,
  );
});
