import type { EvidenceKey } from '@redzone/contract';

/**
 * Keys a person may trust without fetching anything: the deployments this verifier was built
 * for, pinned by the SHA-256 of each public key. None is listed yet: no public deployment signs
 * evidence today. A deployment's build adds its fingerprints here; anyone else passes their own
 * (`--trust-key FINGERPRINT`, or REDZONE_TRUSTED_KEYS, comma-separated).
 */
export const PINNED_KEY_FINGERPRINTS: readonly string[] = [];

/** The hex SHA-256 of a key's raw public key (the base64url in the keys file). */
export async function keyFingerprint(key: Pick<EvidenceKey, 'publicKey'>): Promise<string> {
  const raw = Uint8Array.from(atob(key.publicKey.replace(/-/g, '+').replace(/_/g, '/')), (char) =>
    char.charCodeAt(0),
  );
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', raw));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The bundle's keys whose fingerprints the person trusts: those stand for published keys. */
export async function trustedAmong(
  keys: EvidenceKey[],
  fingerprints: readonly string[],
): Promise<EvidenceKey[]> {
  const wanted = new Set([...PINNED_KEY_FINGERPRINTS, ...fingerprints].map((f) => f.toLowerCase()));
  if (wanted.size === 0) return [];
  const trusted: EvidenceKey[] = [];
  for (const key of keys) if (wanted.has(await keyFingerprint(key))) trusted.push(key);
  return trusted;
}
