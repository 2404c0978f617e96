import { createPublicKey, type KeyObject, verify } from 'node:crypto';

/** Whether `signature` (base64url) is an Ed25519 signature over `text` by the raw key `x`. */
export function isSignedBy(publicKey: string, text: string, signature: string): boolean {
  try {
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: publicKey },
      format: 'jwk',
    });
    return verify(null, Buffer.from(text, 'utf8'), key, Buffer.from(signature, 'base64url'));
  } catch {
    // A damaged key or signature proves nothing; it is reported as not holding.
    return false;
  }
}
