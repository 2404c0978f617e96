import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock';

const createdDirs: string[] = [];
afterAll(() => createdDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'redzone-lock-'));
  createdDirs.push(dir);
  return dir;
}

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

describe('the DATA_DIR lock', () => {
  it('writes the owner pid into the lock file', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('refuses a second server on the same data dir with a clear message', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `Another Red Zone server is using DATA_DIR ${dir}`,
    );
    lock.release();
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE_NAME), String(deadPid()));
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock naming this process that this process does not hold (pid 1 after kill -9 in a container)', () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE_NAME), String(process.pid));
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')).toBe(String(process.pid));
    // Held now: a second start in this process is still refused.
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it('takes over an unreadable lock file', () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE_NAME), 'garbage');
    acquireDataDirLock(dir).release();
  });

  it('removes the lock on release so the next server can start', () => {
    const dir = freshDir();
    acquireDataDirLock(dir).release();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
    acquireDataDirLock(dir).release();
  });
});
