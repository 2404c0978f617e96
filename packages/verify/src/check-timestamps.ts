import type { ManifestTimestamp } from '@redzone/contract';
import type { BundleReader } from './bundle-reader';
import { fails, type Finding, holds, note } from './findings';
import { readTstInfo } from './tst-info';

/**
 * Checks a token's signature and certificate chain (Node: OpenSSL against the authority's CA
 * given with --tsa-ca); null when it holds, else why not.
 */
export type TokenSignatureCheck = (token: Uint8Array, chainHash: string) => Promise<string | null>;

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
  if (!bundle.has(stamp.file)) return [fails(subject, 'is missing')];
  const token = await bundle.read(stamp.file);
  let info;
  try {
    info = readTstInfo(token);
  } catch (error) {
    return [
      fails(subject, `is damaged: ${error instanceof Error ? error.message : String(error)}`),
    ];
  }
  if (info.hashedMessage !== stamp.chainHash) {
    return [fails(subject, 'stamps another value than the chain it is listed for')];
  }
  const chain = stamp.chunkCount === 0 ? genesis : chains?.[stamp.chunkCount - 1];
  if (chains !== null && chain !== stamp.chainHash) {
    return [
      fails(subject, `stamps a chain the footage does not give after ${stamp.chunkCount} chunks`),
    ];
  }
  const what = `${stamp.tsaUrl} stamped the ${stamp.layer} layer's chain after ${stamp.chunkCount} chunks at ${info.genTime}`;
  if (checkSignature === undefined) {
    return [
      holds(subject, what),
      note(
        subject,
        'the authority’s signature was not checked (redzone-verify --tsa-ca FILE checks it)',
      ),
    ];
  }
  const refusal = await checkSignature(token, stamp.chainHash);
  if (refusal !== null)
    return [fails(subject, `the authority’s signature does not hold: ${refusal}`)];
  return [holds(subject, `${what}; its signature holds`)];
}
