import type { SignatureCheck } from '../bundle-reader';

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** Web Crypto's key type, named without the DOM library (this package builds for Node too). */
type ImportedKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

const keys = new Map<string, Promise<ImportedKey>>();

/** Web Crypto's Ed25519 (Chrome 137, Firefox 129, Safari 17 and later). */
export const isSignedByWebCrypto: SignatureCheck = async (publicKey, text, signature) => {
  let key = keys.get(publicKey);
  if (key === undefined) {
    key = crypto.subtle.importKey('raw', fromBase64Url(publicKey), { name: 'Ed25519' }, false, [
      'verify',
    ]);
    keys.set(publicKey, key);
  }
  let imported: ImportedKey;
  try {
    imported = await key;
  } catch (error) {
    // A browser without Ed25519 cannot check; saying "does not match" would be a false alarm.
    if (error instanceof DOMException && error.name === 'NotSupportedError') throw error;
    return false;
  }
  try {
    return await crypto.subtle.verify(
      { name: 'Ed25519' },
      imported,
      fromBase64Url(signature),
      new TextEncoder().encode(text),
    );
  } catch {
    return false;
  }
};
