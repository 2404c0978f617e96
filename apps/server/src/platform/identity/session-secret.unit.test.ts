import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOrCreateSessionSecret, SESSION_SECRET_FILE_NAME } from './session-secret';

const OWNER_ONLY_PERMISSIONS = 0o600;
const PERMISSION_BITS = 0o777;

const createdDirs: string[] = [];
afterAll(() => createdDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'redzone-secret-'));
  createdDirs.push(dir);
  return dir;
}

describe('the generated session secret', () => {
  it('is created once, readable by the owner only, and reused after', async () => {
    const dir = join(freshDir(), 'not-yet-created');
    const first = await loadOrCreateSessionSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, SESSION_SECRET_FILE_NAME)).mode & PERMISSION_BITS).toBe(
      OWNER_ONLY_PERMISSIONS,
    );
    expect(await loadOrCreateSessionSecret(dir)).toBe(first);
  });

  it('refuses a secret file too short to be safe', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, SESSION_SECRET_FILE_NAME), 'short');
    await expect(loadOrCreateSessionSecret(dir)).rejects.toThrow(/fewer than 32 characters/);
  });
});
