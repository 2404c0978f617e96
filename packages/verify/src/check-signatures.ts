import { type BundleSignatures, fileSigningText, sha256Hex } from '@redzone/contract';
import { fails, type Finding, holds } from './findings';
import type { KeyRing } from './key-ring';
import type { BundleReader } from './bundle-reader';

/** The server's signature over a whole file (manifest, custody log, keys, README). */
export async function checkFileSignature(
  bundle: BundleReader,
  context: { name: string; signatures: BundleSignatures; keys: KeyRing; exportedAt: string },
): Promise<Finding> {
  const { name, signatures, keys, exportedAt } = context;
  const signed = signatures.files.find((file) => file.name === name);
  if (signed === undefined) return fails(name, 'carries no signature in signatures.json');
  if (!bundle.has(name)) return fails(name, 'is missing');
  const sha256 = await sha256Hex(await bundle.read(name));
  if (sha256 !== signed.sha256) return fails(name, 'was changed after the server signed it');
  const refusal = await keys.refusal({
    keyId: signed.keyId,
    text: fileSigningText(signed),
    signature: signed.signature,
    at: exportedAt,
  });
  if (refusal !== null) return fails(name, `its signature does not hold: ${refusal}`);
  return holds(name, `signed by the server with key ${signed.keyId}`);
}
