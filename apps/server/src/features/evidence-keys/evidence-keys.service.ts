import type { EvidenceKey, EvidenceKeys } from '@redzone/contract';
import type { Database } from '../../db/database';
import type { EvidenceSigningKeyRow } from '../../db/schema';
import { findEvidenceKeys } from './evidence-keys.queries';

export function toEvidenceKey(row: EvidenceSigningKeyRow): EvidenceKey {
  return {
    keyId: row.keyId,
    algorithm: 'Ed25519',
    publicKey: row.publicKey,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil?.toISOString() ?? null,
  };
}

/** Every key evidence was ever signed with, oldest first (what a verifier checks against). */
export async function evidenceKeys(db: Database): Promise<EvidenceKeys> {
  return { keys: (await findEvidenceKeys(db)).map(toEvidenceKey) };
}
