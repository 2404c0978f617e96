import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOrCreatePhoneDataKey, PHONE_DATA_KEY_FILE_NAME } from './phone-data-key';

const OWNER_ONLY_PERMISSIONS = 0o600;
const PERMISSION_BITS = 0o777;

const createdDirs: string[] = [];
afterAll(() => createdDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'redzone-phone-key-'));
  createdDirs.push(dir);
  return dir;
}

describe('the phone data key', () => {
  it('uses PHONE_DATA_KEY when it is set, writing nothing', async () => {
    const dir = freshDir();
    const key = await loadOrCreatePhoneDataKey('ab'.repeat(32), dir);
    expect(key.toString('hex')).toBe('ab'.repeat(32));
    expect(() => statSync(join(dir, PHONE_DATA_KEY_FILE_NAME))).toThrow();
  });

  it('is otherwise generated once, readable by the owner only, and reused after', async () => {
    const dir = join(freshDir(), 'not-yet-created');
    const first = await loadOrCreatePhoneDataKey(null, dir);
    expect(first).toHaveLength(32);
    expect(statSync(join(dir, PHONE_DATA_KEY_FILE_NAME)).mode & PERMISSION_BITS).toBe(
      OWNER_ONLY_PERMISSIONS,
    );
    expect((await loadOrCreatePhoneDataKey(null, dir)).equals(first)).toBe(true);
  });

  it('refuses a damaged key file rather than replacing it', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, PHONE_DATA_KEY_FILE_NAME), 'not hex');
    await expect(loadOrCreatePhoneDataKey(null, dir)).rejects.toThrow(/Restore it from a backup/);
  });
});
