import { createECDH } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOrCreateVapidKeys, VAPID_KEYS_FILE_NAME } from './vapid-keys';

const OWNER_ONLY_PERMISSIONS = 0o600;
const PERMISSION_BITS = 0o777;

const createdDirs: string[] = [];
afterAll(() => createdDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'redzone-vapid-'));
  createdDirs.push(dir);
  return dir;
}

function keyPair() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // Left-padded: getPrivateKey drops leading zero bytes.
  const privateKey = Buffer.from(ecdh.getPrivateKey('hex').padStart(64, '0'), 'hex');
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  };
}

describe('the VAPID key pair', () => {
  it('uses the configured pair when it is set, writing nothing', async () => {
    const dir = freshDir();
    const pair = keyPair();
    expect(await loadOrCreateVapidKeys(pair, dir)).toEqual(pair);
    expect(() => statSync(join(dir, VAPID_KEYS_FILE_NAME))).toThrow();
  });

  it('refuses a configured private key that does not match the public key', async () => {
    const mismatched = { publicKey: keyPair().publicKey, privateKey: keyPair().privateKey };
    await expect(loadOrCreateVapidKeys(mismatched, freshDir())).rejects.toThrow(
      /VAPID_PRIVATE_KEY is not the private key of VAPID_PUBLIC_KEY/,
    );
  });

  it('is otherwise generated once as a matching pair, readable by the owner only, and reused after', async () => {
    const dir = join(freshDir(), 'not-yet-created');
    const first = await loadOrCreateVapidKeys(null, dir);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(first.privateKey, 'base64url'));
    expect(ecdh.getPublicKey('base64url')).toBe(first.publicKey);
    expect(statSync(join(dir, VAPID_KEYS_FILE_NAME)).mode & PERMISSION_BITS).toBe(
      OWNER_ONLY_PERMISSIONS,
    );
    expect(await loadOrCreateVapidKeys(null, dir)).toEqual(first);
  });

  it('refuses a damaged key file rather than replacing the pair', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, VAPID_KEYS_FILE_NAME), '{"publicKey":"B","privateKey":"x"}');
    await expect(loadOrCreateVapidKeys(null, dir)).rejects.toThrow(
      /does not hold a VAPID key pair/,
    );
  });
});
