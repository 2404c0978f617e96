import { createECDH } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { VapidKeys } from '../../config';

export const VAPID_KEYS_FILE_NAME = 'vapid-keys';
/** Only the server's own user may read the key that signs every push message. */
const OWNER_READ_WRITE = 0o600;
const PUBLIC_KEY_BYTES = 65;
const PRIVATE_KEY_BYTES = 32;

/** A fresh P-256 pair in base64url, the form browsers take as applicationServerKey. */
function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // getPrivateKey drops leading zero bytes; the VAPID key is always 32 bytes (RFC 8292 §3.2).
  const privateKey = Buffer.alloc(PRIVATE_KEY_BYTES);
  ecdh.getPrivateKey().copy(privateKey, PRIVATE_KEY_BYTES - ecdh.getPrivateKey().length);
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  };
}

/** True when the private key is a P-256 scalar whose public point is `publicKey`. */
function isMatchingPair(keys: VapidKeys): boolean {
  const publicKey = Buffer.from(keys.publicKey, 'base64url');
  const privateKey = Buffer.from(keys.privateKey, 'base64url');
  if (publicKey.length !== PUBLIC_KEY_BYTES || privateKey.length !== PRIVATE_KEY_BYTES) {
    return false;
  }
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(privateKey);
    return ecdh.getPublicKey().equals(publicKey);
  } catch {
    return false;
  }
}

/**
 * The VAPID pair (RFC 8292): VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set, else generated once
 * into DATA_DIR (as the session secret is), so `npm start` can push with no setup. Browsers bind
 * each subscription to the public key: a new pair ends them all, so it is kept, not regenerated.
 */
export async function loadOrCreateVapidKeys(
  configured: VapidKeys | null,
  dataDir: string,
): Promise<VapidKeys> {
  if (configured !== null) {
    if (!isMatchingPair(configured)) {
      throw new Error('VAPID_PRIVATE_KEY is not the private key of VAPID_PUBLIC_KEY.');
    }
    return configured;
  }
  const file = join(dataDir, VAPID_KEYS_FILE_NAME);
  const existing = await readKeys(file);
  if (existing !== null) return existing;
  await mkdir(dataDir, { recursive: true });
  const keys = generateVapidKeys();
  try {
    // 'wx' fails if another process wrote the file first; then its pair is the one to use.
    await writeFile(file, JSON.stringify(keys), { mode: OWNER_READ_WRITE, flag: 'wx' });
    return keys;
  } catch (error) {
    const written = await readKeys(file);
    if (written === null) throw error;
    return written;
  }
}

async function readKeys(file: string): Promise<VapidKeys | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let keys: unknown;
  try {
    keys = JSON.parse(text);
  } catch {
    keys = null;
  }
  if (
    typeof keys !== 'object' ||
    keys === null ||
    !('publicKey' in keys) ||
    !('privateKey' in keys) ||
    typeof keys.publicKey !== 'string' ||
    typeof keys.privateKey !== 'string' ||
    !isMatchingPair({ publicKey: keys.publicKey, privateKey: keys.privateKey })
  ) {
    throw new Error(
      `${file} does not hold a VAPID key pair. Restore it from a backup, or delete it to generate ` +
        'a new pair (every browser then has to subscribe to push again).',
    );
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
