import type { EvidenceKey } from '@redzone/contract';
import { openBlobBundle } from './browser/zip-blob-reader';
import { isSignedByWebCrypto } from './browser/web-crypto-ed25519';
import { fails } from './findings';
import { type Verdict, verifyReader } from './verify-reader';

export type { Verdict } from './verify-reader';
export type { Finding } from './findings';

/** The same checks as redzone-verify, on a bundle dropped in a browser: nothing leaves the page. */
export async function verifyBundleFile(
  file: Blob,
  options: { publishedKeys?: EvidenceKey[] } = {},
): Promise<Verdict> {
  let bundle;
  try {
    bundle = await openBlobBundle(file);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { holds: false, findings: [fails('bundle', `is not a readable ZIP (${reason})`)] };
  }
  // A browser has no CMS verifier: tokens are read and matched, their signatures said unchecked.
  return verifyReader(bundle, isSignedByWebCrypto, { publishedKeys: options.publishedKeys });
}
