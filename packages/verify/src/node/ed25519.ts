import { createPublicKey, type KeyObject, verify } from 'node:crypto';
import type { SignatureCheck } from '../bundle-reader';

/** Keys parsed once: a bundle holds thousands of acks signed by the same one or two. */
const parsedKeys = new Map<string, KeyObject>();

function keyObjectOf(publicKey: string): KeyObject {
  let key = parsedKeys.get(publicKey);
  if (key === undefined) {
    key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: publicKey }, format: 'jwk' });
    parsedKeys.set(publicKey, key);
  }
  return key;
}

/** Node's crypto: synchronous and fast, thousands of acks a second. */
export const isSignedByNode: SignatureCheck = async (publicKey, text, signature) => {
  try {
    return verify(
      null,
      Buffer.from(text, 'utf8'),
      keyObjectOf(publicKey),
      Buffer.from(signature, 'base64url'),
    );
  } catch {
    // A damaged key or signature proves nothing; it is reported as not holding.
    return false;
  }
};
