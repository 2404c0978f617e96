import { type BundleSignatures, fileSigningText, sha256Hex } from '@redzone/contract';
import { fails, type Finding, holds } from './findings';
import type { KeyRing } from './key-ring';
import type { BundleReader } from './bundle-reader';

/** The server's signature over a whole file (manifest, custody log, keys, README, court kit). */
export async function checkFileSignature(
  bundle: BundleReader,
  context: {
    name: string;
    signatures: BundleSignatures;
    keys: KeyRing;
    exportedAt: string;
    /** Set from manifest version 2: each signature names the export it belongs to. */
    exported: { recordingId: string; exportedAt: string } | undefined;
  },
): Promise<Finding> {
  const { name, signatures, keys, exportedAt, exported } = context;
  const signed = signatures.files.find((file) => file.name === name);
  if (signed === undefined) return fails(name, 'file_unsigned');
  if (!bundle.has(name)) return fails(name, 'file_missing');
  const sha256 = await sha256Hex(await bundle.read(name));
  if (sha256 !== signed.sha256) return fails(name, 'file_changed');
  const refusal = await keys.refusal({
    keyId: signed.keyId,
    text: fileSigningText(signed, exported),
    signature: signed.signature,
    at: exportedAt,
  });
  if (refusal !== null) return fails(name, 'file_signature_refused', {}, refusal);
  return holds(name, 'file_signed', { keyId: signed.keyId });
}
