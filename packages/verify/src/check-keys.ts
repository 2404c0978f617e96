import type { EvidenceKey } from '@redzone/contract';
import { fails, type Finding, holds } from './findings';

/**
 * The bundled keys against the ones the server publishes (fetched by the person checking, from
 * /.well-known/redzone-evidence-keys.json): a bundle cannot bring its own keys past this check.
 * A period still open when the bundle was made may have been closed since by a rotation.
 */
export function checkAgainstPublished(
  bundled: EvidenceKey[],
  published: EvidenceKey[],
  exportedAt: string,
): Finding {
  const subject = 'keys.json';
  for (const key of bundled) {
    const known = published.find((candidate) => candidate.keyId === key.keyId);
    if (known === undefined) return fails(subject, 'keys_not_published', { keyId: key.keyId });
    if (known.publicKey !== key.publicKey || known.validFrom !== key.validFrom) {
      return fails(subject, 'keys_differ', { keyId: key.keyId });
    }
    const isClosedSince =
      key.validUntil === null &&
      known.validUntil !== null &&
      Date.parse(known.validUntil) >= Date.parse(exportedAt);
    if (known.validUntil !== key.validUntil && !isClosedSince) {
      return fails(subject, 'keys_period_differs', { keyId: key.keyId });
    }
  }
  return holds(subject, 'keys_match', { keyCount: bundled.length });
}
