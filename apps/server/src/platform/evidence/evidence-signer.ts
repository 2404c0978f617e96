import { createPrivateKey, createPublicKey, sign } from 'node:crypto';
import { evidenceKeyIdOf } from '@redzone/contract';

/** An Ed25519 private key is its 32-byte seed. */
export const EVIDENCE_SIGNING_KEY_BYTES = 32;
/** RFC 8410's PKCS #8 wrapping of an Ed25519 seed: Node's crypto imports keys in this shape. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** The server's evidence signing key: signs texts, never shows the private half. */
export interface EvidenceSigner {
  keyId: string;
  /** Raw public key, base64url. */
  publicKey: string;
  /** Ed25519 signature over the UTF-8 text, base64url. */
  sign(text: string): string;
}

export async function evidenceSignerOf(seed: Buffer): Promise<EvidenceSigner> {
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const { x } = createPublicKey(privateKey).export({ format: 'jwk' });
  if (x === undefined) throw new Error('an Ed25519 public key exports its x');
  return {
    keyId: await evidenceKeyIdOf(Buffer.from(x, 'base64url')),
    publicKey: x,
    sign: (text) => sign(null, Buffer.from(text, 'utf8'), privateKey).toString('base64url'),
  };
}
