import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SERVER_ROOT } from './server-paths';
import { lawRecord, writeLawFile } from './test/law-notifications';
import { describeApi, testDatabaseUrl } from './test/test-database';

const run = promisify(execFile);

/** `npm run laws:import` as a person runs it: a process, a file path relative to where they are. */
describeApi('the laws:import command', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'redzone-laws-cli-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  function importLaws(...args: string[]) {
    return run(process.execPath, ['--import', 'tsx', 'src/import-laws.ts', ...args], {
      cwd: SERVER_ROOT,
      // npm runs the script in apps/server and says in INIT_CWD where the command was typed.
      env: { ...process.env, INIT_CWD: dir, DATA_DIR: dir, DATABASE_URL: testDatabaseUrl() },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  }

  it('imports a good file named relative to where it was typed, and reports per state', async () => {
    const id = `nh-cli-${randomBytes(4).toString('hex')}`;
    await writeLawFile(dir, 'laws.json', [
      lawRecord({ id: `${id}-a`, state: 'NH' }),
      lawRecord({ id: `${id}-b` }),
    ]);
    const result = await importLaws('laws.json', '--status-as-of', '2026-03-01');
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(
      `Imported 2 law notifications from ${join(dir, 'laws.json')} (NH 1, VT 1).`,
    );
    expect(result.code).toBe(0);
  });

  it('exits 1 with the problems and "Nothing was imported." for a bad file', async () => {
    await writeLawFile(dir, 'bad.json', [lawRecord({ id: 'vt-cli-bad', state: 'Vermont' })]);
    const result = await importLaws('bad.json');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('record 1 (vt-cli-bad) state must be the upper-case code');
    expect(result.stderr).toContain('Nothing was imported.');
    const usage = await importLaws();
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Usage: npm run laws:import -- FILE');
  });
});
