import { generateKeyPairSync, sign } from 'node:crypto';
import { evidenceKeyIdOf } from '@redzone/contract';
import { describe, expect, it } from 'vitest';
import { KeyRing } from './key-ring';
import { isSignedByNode } from './node/ed25519';

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const x = publicKey.export({ format: 'jwk' }).x ?? '';
const signed = (text: string) => sign(null, Buffer.from(text), privateKey).toString('base64url');

const keyId = await evidenceKeyIdOf(Buffer.from(x, 'base64url'));
const key = {
  keyId,
  algorithm: 'Ed25519' as const,
  publicKey: x,
  validFrom: '2026-01-01T00:00:00.000Z',
  validUntil: '2026-06-01T00:00:00.000Z',
};
const ring = new KeyRing([key], isSignedByNode);

describe('KeyRing', () => {
  it('accepts a signature by a known key inside its period', async () => {
    const at = '2026-03-01T00:00:00.000Z';
    expect(await ring.refusal({ keyId, text: 'a', signature: signed('a'), at })).toBeNull();
  });

  it('refuses a signature dated outside its key’s period, or by an unknown key, or over other text', async () => {
    const inside = '2026-03-01T00:00:00.000Z';
    expect(
      await ring.refusal({
        keyId,
        text: 'a',
        signature: signed('a'),
        at: '2026-06-01T00:00:00.000Z',
      }),
    ).toMatchObject({ code: 'key_outside_period' });
    expect(
      await ring.refusal({
        keyId,
        text: 'a',
        signature: signed('a'),
        at: '2025-12-31T23:59:59.000Z',
      }),
    ).toMatchObject({ code: 'key_outside_period' });
    expect(
      await ring.refusal({
        keyId: 'rz-ed25519-0000000000000002',
        text: 'a',
        signature: signed('a'),
        at: inside,
      }),
    ).toMatchObject({ code: 'key_unknown' });
    expect(
      await ring.refusal({ keyId, text: 'b', signature: signed('a'), at: inside }),
    ).toMatchObject({ code: 'key_mismatch' });
    expect(await ring.refusal({ keyId, text: 'a', signature: 'AAAA', at: inside })).toMatchObject({
      code: 'key_mismatch',
    });
  });

  it('refuses a key listed under an id that is not its fingerprint (a forger’s key under the genuine id)', async () => {
    const genuineId = 'rz-ed25519-ff0d0c5f7b85666e';
    const forged = new KeyRing([{ ...key, keyId: genuineId }], isSignedByNode);
    const at = '2026-03-01T00:00:00.000Z';
    expect(
      await forged.refusal({ keyId: genuineId, text: 'a', signature: signed('a'), at }),
    ).toMatchObject({ code: 'key_id_not_its_key', params: { keyId: genuineId } });
  });
});
