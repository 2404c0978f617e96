import type { EvidenceKey } from '@redzone/contract';
import type { LaterLog } from '../check-log-consistency';
import { fails } from '../findings';
import { brokenVerdict, type Verdict, verifyReader } from '../verify-reader';
import { isSignedByNode } from './ed25519';
import { opensslTokenCheck } from './openssl-token-check';
import { openZipBundle } from './zip-reader';

/** Checks the bundle at `path` (a ZIP on disk); see verifyReader. */
export async function verifyBundle(
  path: string,
  options: {
    publishedKeys?: EvidenceKey[];
    trustedFingerprints?: readonly string[];
    tsaCaFile?: string;
    /** The evidence log as it stands now (fetch-later-log.ts): its consistency is checked. */
    laterLog?: LaterLog;
  } = {},
): Promise<Verdict> {
  let bundle;
  try {
    bundle = await openZipBundle(path);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return brokenVerdict([fails(path, 'bundle_unreadable', { reason })]);
  }
  try {
    return await verifyReader(bundle, isSignedByNode, {
      publishedKeys: options.publishedKeys,
      trustedFingerprints: options.trustedFingerprints,
      checkTokenSignature:
        options.tsaCaFile === undefined ? undefined : opensslTokenCheck(options.tsaCaFile),
      laterLog: options.laterLog,
    });
  } finally {
    bundle.close();
  }
}
