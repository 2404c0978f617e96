import type { EvidenceKey } from '@redzone/contract';
import { openBlobBundle } from './browser/zip-blob-reader';
import { isSignedByWebCrypto } from './browser/web-crypto-ed25519';
import type { TokenSignatureCheck } from './check-timestamps';
import { fails } from './findings';
import { brokenVerdict, type Verdict, verifyReader } from './verify-reader';

export type { Verdict } from './verify-reader';
export type { Finding } from './findings';
export { MESSAGES, type Reason } from './messages';

/**
 * The same checks as redzone-verify, on a bundle dropped in a browser: nothing leaves the page.
 * `tsaCa` is the time-stamping authority's CA certificate (PEM or DER), dropped beside it: with
 * it the tokens' signatures are checked too, as --tsa-ca does.
 */
export async function verifyBundleFile(
  file: Blob,
  options: {
    publishedKeys?: EvidenceKey[];
    trustedFingerprints?: readonly string[];
    tsaCa?: { name: string; bytes: Uint8Array };
  } = {},
): Promise<Verdict> {
  let checkTokenSignature: TokenSignatureCheck | undefined;
  if (options.tsaCa !== undefined) {
    // PKI.js is loaded only when a certificate is given: it is most of the verifier's weight.
    const { cmsTokenCheck, readCaCertificates } = await import('./browser/cms-token-check');
    try {
      checkTokenSignature = cmsTokenCheck(readCaCertificates(options.tsaCa.bytes));
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return brokenVerdict([fails(options.tsaCa.name, 'tsa_ca_unreadable', { detail })]);
    }
  }
  let bundle;
  try {
    bundle = await openBlobBundle(file);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return brokenVerdict([fails('bundle', 'bundle_unreadable', { reason })]);
  }
  return verifyReader(bundle, isSignedByWebCrypto, {
    publishedKeys: options.publishedKeys,
    trustedFingerprints: options.trustedFingerprints,
    checkTokenSignature,
  });
}
