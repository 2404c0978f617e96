import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPhoneCrypto } from './phone-crypto';

const PHONE = '+12135550123';

describe('phone crypto', () => {
  const keys = createPhoneCrypto(randomBytes(32));

  it('round-trips a number through AES-256-GCM with a fresh IV each time', () => {
    const first = keys.encrypt(PHONE, 'identity:a');
    const second = keys.encrypt(PHONE, 'identity:a');
    expect(first).not.toBe(second);
    expect(first).not.toContain('2135550123');
    expect(keys.decrypt(first, 'identity:a')).toBe(PHONE);
    expect(keys.decrypt(second, 'identity:a')).toBe(PHONE);
  });

  it('refuses a sealed number moved to another owner or altered', () => {
    const sealed = keys.encrypt(PHONE, 'identity:a');
    expect(() => keys.decrypt(sealed, 'identity:b')).toThrow();
    const [version, iv, ciphertext, tag] = sealed.split('.');
    const flipped = `${ciphertext?.[0] === 'A' ? 'B' : 'A'}${ciphertext?.slice(1)}`;
    expect(() => keys.decrypt([version, iv, flipped, tag].join('.'), 'identity:a')).toThrow();
    expect(() => keys.decrypt('garbage', 'identity:a')).toThrow('Not a sealed phone value');
  });

  it('matches a code against its hash only for the same number and code', () => {
    const hash = keys.hashCode(PHONE, '123456');
    expect(hash).not.toContain('123456');
    expect(keys.isCodeMatch(PHONE, '123456', hash)).toBe(true);
    expect(keys.isCodeMatch(PHONE, '123457', hash)).toBe(false);
    expect(keys.isCodeMatch('+12135550124', '123456', hash)).toBe(false);
    expect(keys.isCodeMatch(PHONE, '123456', 'short')).toBe(false);
  });

  it('gives one lookup hash per number, unlike the other hashes and unlike another key', () => {
    expect(keys.lookupHash(PHONE)).toBe(keys.lookupHash(PHONE));
    expect(keys.lookupHash(PHONE)).not.toBe(keys.lookupHash('+12135550124'));
    expect(keys.lookupHash(PHONE)).not.toBe(keys.clientHash(PHONE));
    expect(createPhoneCrypto(randomBytes(32)).lookupHash(PHONE)).not.toBe(keys.lookupHash(PHONE));
  });
});
