import type { ManifestTimestamp } from '@redzone/contract';
import type { BundleReader } from './bundle-reader';
import { fails, type Finding, holds, note } from './findings';
import type { Reason } from './messages';
import { readTstInfo } from './tst-info';

/**
 * Checks a token's signature and certificate chain against the authority's CA certificate (Node:
 * OpenSSL, --tsa-ca; a browser: PKI.js on Web Crypto); null when it holds, else why not.
 */
export type TokenSignatureCheck = (token: Uint8Array, chainHash: string) => Promise<Reason | null>;

/**
 * Each RFC 3161 token must stamp the chain the footage gives after its chunk count; its time is
 * the authority's. The authority's signature is checked when a way to is given, else said.
 */
export async function checkTimestamp(
  bundle: BundleReader,
  context: {
    stamp: ManifestTimestamp;
    /** The layer's chain after each chunk, from its footage (null: the footage did not hold). */
    chains: string[] | null;
    genesis: string;
    checkSignature: TokenSignatureCheck | undefined;
  },
): Promise<Finding[]> {
  const { stamp, chains, genesis, checkSignature } = context;
  const subject = stamp.file;
  if (!bundle.has(stamp.file)) return [fails(subject, 'file_missing')];
  const token = await bundle.read(stamp.file);
  let info;
  try {
    info = readTstInfo(token);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return [fails(subject, 'token_damaged', { detail })];
  }
  if (info.hashedMessage !== stamp.chainHash) {
    return [fails(subject, 'token_other_value')];
  }
  const chain = stamp.chunkCount === 0 ? genesis : chains?.[stamp.chunkCount - 1];
  if (chains !== null && chain !== stamp.chainHash) {
    return [fails(subject, 'token_other_chain', { chunkCount: stamp.chunkCount })];
  }
  const what = {
    tsa: stamp.tsaUrl,
    layer: stamp.layer,
    chunkCount: stamp.chunkCount,
    genTime: info.genTime,
  };
  if (checkSignature === undefined) {
    return [holds(subject, 'token_stamped', what), note(subject, 'token_signature_unchecked')];
  }
  const refusal = await checkSignature(token, stamp.chainHash);
  if (refusal !== null) return [fails(subject, 'token_signature_refused', {}, refusal)];
  return [holds(subject, 'token_signed', what)];
}
