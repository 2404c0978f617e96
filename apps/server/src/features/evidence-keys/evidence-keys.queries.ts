import { asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type EvidenceSigningKeyRow, evidenceSigningKeys } from '../../db/schema';

export async function findEvidenceKeys(db: Database): Promise<EvidenceSigningKeyRow[]> {
  return db.select().from(evidenceSigningKeys).orderBy(asc(evidenceSigningKeys.validFrom));
}

/**
 * Records that `key` signs from `now` on. A key seen for the first time ends the period of the
 * key(s) in use before it; a known key changes nothing (a restart, another instance).
 */
export async function registerEvidenceKey(
  db: Database,
  key: { keyId: string; publicKey: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [known] = await tx
      .select()
      .from(evidenceSigningKeys)
      .where(eq(evidenceSigningKeys.keyId, key.keyId));
    if (known !== undefined) return;
    await tx
      .update(evidenceSigningKeys)
      .set({ validUntil: now })
      .where(isNull(evidenceSigningKeys.validUntil));
    // Two instances starting with the same new key at once: the second insert changes nothing.
    await tx
      .insert(evidenceSigningKeys)
      .values({ ...key, validFrom: now })
      .onConflictDoNothing();
  });
}
