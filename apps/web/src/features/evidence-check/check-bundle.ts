import type { EvidenceKeys } from '@redzone/contract';
import { type Verdict, verifyBundleFile } from '@redzone/verify/browser';
import { getEvidenceKeys } from './api/get-evidence-keys';

export interface BundleCheck {
  verdict: Verdict;
  /** Checked against the server's published keys, not only the keys inside the bundle. */
  isAgainstPublishedKeys: boolean;
}

/**
 * The /verify page: the dropped bundle is checked where it lies, with the same checks as
 * redzone-verify. The only request is for the public keys; without them (offline) the check
 * still runs, against the bundle's own keys, and says so. `tsaCa`, the authority's CA
 * certificate, is read here too and never sent.
 */
export async function checkBundle(
  file: Blob,
  loadKeys: () => Promise<EvidenceKeys> = getEvidenceKeys,
  tsaCa?: File,
): Promise<BundleCheck> {
  const published = await loadKeys().then(
    (keys) => keys.keys,
    () => undefined,
  );
  const verdict = await verifyBundleFile(file, {
    ...(published === undefined ? {} : { publishedKeys: published }),
    ...(tsaCa === undefined
      ? {}
      : { tsaCa: { name: tsaCa.name, bytes: new Uint8Array(await tsaCa.arrayBuffer()) } }),
  });
  return { verdict, isAgainstPublishedKeys: published !== undefined };
}
