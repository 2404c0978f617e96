import { pbkdf2, randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

/**
 * Issue 29's PINs as the server keeps them (docs/decisions/065). The device hands over its
 * PBKDF2-SHA-256 hash of each PIN (an older install has nothing else: it never kept a PIN);
 * the server stores a scrypt hash of that, with a random salt per PIN and the parameters beside
 * it, so they can be raised later without breaking stored hashes. To check a PIN the server runs
 * it through both.
 */

const scryptAsync = promisify(scrypt) as (
  password: Buffer,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
) => Promise<Buffer>;
const pbkdf2Async = promisify(pbkdf2);

/** 2^15 × 8 × 128 bytes = 32 MiB and some 100 ms a hash: slow for a guesser, fine for a check. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const DEVICE_HASH_BYTES = 32;

/** Where the device's hash came from: its salt (base64) and PBKDF2 rounds. */
export interface DeviceDerivation {
  salt: string;
  iterations: number;
}

function scryptOf(input: Buffer, salt: Buffer, params: { N: number; r: number; p: number }) {
  // Node refuses above maxmem; room for the memory these parameters need.
  const maxmem = 2 * 128 * params.N * params.r * params.p;
  return scryptAsync(input, salt, KEY_BYTES, { ...params, maxmem });
}

/** `scrypt$N$r$p$salt$hash` of the device's hash (base64). */
export async function hashDeviceHash(deviceHash: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptOf(Buffer.from(deviceHash, 'base64'), salt, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), key.toString('base64')]
    .map(String)
    .join('$');
}

/** The device's hash of a PIN, as the device computed it: the input to the stored scrypt. */
export function deviceHashOf(pin: string, device: DeviceDerivation): Promise<Buffer> {
  return pbkdf2Async(
    pin,
    Buffer.from(device.salt, 'base64'),
    device.iterations,
    DEVICE_HASH_BYTES,
    'sha256',
  );
}

/** Whether a device hash matches a stored `scrypt$…` hash, compared in constant time. */
export async function matchesStoredHash(deviceHash: Buffer, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || salt === undefined || key === undefined) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scryptOf(deviceHash, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
