import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { PHONE_ENCRYPTION_IV_BYTES, PHONE_ENCRYPTION_TAG_BYTES } from '@redzone/contract';

const DERIVED_KEY_BYTES = 32;
const HKDF_SALT = 'redzone phone data';
const FORMAT_VERSION = 'v1';

/**
 * Everything the server does to phone numbers and codes with a key. One master key, one
 * derived key per purpose (HKDF), so a hash made for one purpose can never stand in for another.
 */
export interface PhoneCrypto {
  /** HMAC of number and code: what is stored instead of the code. */
  hashCode(phoneE164: string, code: string): string;
  /** Constant-time comparison of a candidate code with a stored hash. */
  isCodeMatch(phoneE164: string, code: string, storedHash: string): boolean;
  /** HMAC of a number, the same for every row holding it: how contacts are matched to users. */
  lookupHash(phoneE164: string): string;
  /** HMAC of a client address, for counting sends without keeping the address. */
  clientHash(address: string): string;
  /**
   * HMAC of a PIN (base64), what the slow PIN hash is taken over: whoever steals the database
   * without this key cannot try the 10,000 four-digit PINs against it.
   */
  pinHmac(pin: string): string;
  /** AES-256-GCM with a fresh IV; `context` (e.g. the owner's id) must match to decrypt. */
  encrypt(plaintext: string, context: string): string;
  decrypt(sealed: string, context: string): string;
}

export function createPhoneCrypto(masterKey: Buffer): PhoneCrypto {
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', masterKey, HKDF_SALT, purpose, DERIVED_KEY_BYTES));
  const codeKey = derive('verification code hmac v1');
  const lookupKey = derive('phone lookup hmac v1');
  const clientKey = derive('client address hmac v1');
  const pinKey = derive('pin hmac v1');
  const encryptionKey = derive('phone encryption aes-256-gcm v1');
  // The separator keeps ("+1555", "0123456") and ("+15550", "123456") apart.
  const codeHmac = (phone: string, code: string) =>
    createHmac('sha256', codeKey).update(`${phone}\n${code}`).digest();

  return {
    hashCode: (phone, code) => codeHmac(phone, code).toString('base64url'),
    isCodeMatch(phone, code, storedHash) {
      const expected = Buffer.from(storedHash, 'base64url');
      const actual = codeHmac(phone, code);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
    lookupHash: (phone) => createHmac('sha256', lookupKey).update(phone).digest('base64url'),
    clientHash: (address) => createHmac('sha256', clientKey).update(address).digest('base64url'),
    pinHmac: (pin) => createHmac('sha256', pinKey).update(pin).digest('base64'),
    encrypt(plaintext, context) {
      const iv = randomBytes(PHONE_ENCRYPTION_IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv, {
        authTagLength: PHONE_ENCRYPTION_TAG_BYTES,
      });
      cipher.setAAD(Buffer.from(context));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString('base64url'));
      return [FORMAT_VERSION, ...parts].join('.');
    },
    decrypt(sealed, context) {
      const [version, iv, ciphertext, tag] = sealed.split('.');
      if (version !== FORMAT_VERSION || !iv || ciphertext === undefined || !tag) {
        throw new Error('Not a sealed phone value');
      }
      const decipher = createDecipheriv(
        'aes-256-gcm',
        encryptionKey,
        Buffer.from(iv, 'base64url'),
        { authTagLength: PHONE_ENCRYPTION_TAG_BYTES },
      );
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    },
  };
}
