import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { identities, type IdentityRow, phoneHistory } from '../../db/schema';

export async function findIdentityById(db: Database, id: string): Promise<IdentityRow | null> {
  const [row] = await db.select().from(identities).where(eq(identities.id, id));
  return row ?? null;
}

/**
 * Stores the identity unless it is stored already. An identity's row is written at its first write
 * that refers to it (a recording, a circle, a push subscription, a verification code), not when
 * its cookie is minted: GET /api/session writes nothing, so page views cannot fill the database.
 */
export async function ensureIdentity(db: Database, id: string, createdAt: Date): Promise<void> {
  await db.insert(identities).values({ id, createdAt }).onConflictDoNothing();
}

/** Inserts the identity unless it exists (two first requests can race) and returns the row. */
export async function insertIdentity(
  db: Database,
  id: string,
  createdAt: Date,
): Promise<IdentityRow> {
  const [inserted] = await db
    .insert(identities)
    .values({ id, createdAt })
    .onConflictDoNothing()
    .returning();
  const row = inserted ?? (await findIdentityById(db, id));
  if (row === null) throw new Error(`identity ${id} vanished while being created`);
  return row;
}

/**
 * A number is verified on one identity at a time: verifying it again moves it,
 * and the identity it leaves is no longer verified.
 */
export async function releasePhoneFromOthers(
  tx: Database,
  phoneHash: string,
  keepId: string,
  /** `revokeAt` set: those identities are also revoked, their sessions refused. */
  options: { revokeAt: Date | null; at: Date },
): Promise<void> {
  await tx
    .update(identities)
    .set({
      phoneVerifiedAt: null,
      phoneEncrypted: null,
      phoneHash: null,
      ...(options.revokeAt === null ? {} : { revokedAt: options.revokeAt }),
    })
    .where(and(eq(identities.phoneHash, phoneHash), ne(identities.id, keepId)));
  await tx
    .update(phoneHistory)
    .set({ releasedAt: options.at })
    .where(
      and(
        eq(phoneHistory.phoneHash, phoneHash),
        ne(phoneHistory.identityId, keepId),
        isNull(phoneHistory.releasedAt),
      ),
    );
}

/** Whether the identity was revoked ("I lost my phone"): its cookies no longer count. */
export async function isIdentityRevoked(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ revokedAt: identities.revokedAt })
    .from(identities)
    .where(eq(identities.id, id));
  return row?.revokedAt != null;
}

/** Marks the identity phone-verified and records its number (sealed) and lookup hash. */
export async function markIdentityPhoneVerified(
  db: Database,
  values: { id: string; verifiedAt: Date; phoneEncrypted: string; phoneHash: string },
): Promise<void> {
  const verified = {
    phoneVerifiedAt: values.verifiedAt,
    phoneEncrypted: values.phoneEncrypted,
    phoneHash: values.phoneHash,
  };
  // An upsert: a signed cookie whose identity row was lost (wiped data) still verifies.
  await db
    .insert(identities)
    .values({ id: values.id, createdAt: values.verifiedAt, ...verified })
    .onConflictDoUpdate({ target: identities.id, set: verified });
  // A number it held before (another one since) is its own again: one row per pair.
  await db
    .update(phoneHistory)
    .set({ releasedAt: values.verifiedAt })
    .where(and(eq(phoneHistory.identityId, values.id), isNull(phoneHistory.releasedAt)));
  await db
    .insert(phoneHistory)
    .values({ phoneHash: values.phoneHash, identityId: values.id, verifiedAt: values.verifiedAt })
    .onConflictDoUpdate({
      target: [phoneHistory.phoneHash, phoneHistory.identityId],
      set: { verifiedAt: values.verifiedAt, releasedAt: null },
    });
}

/**
 * The number the identity holds, or else the last one it held (removed since); null when it
 * never verified one.
 */
export async function findLastPhoneHash(db: Database, id: string): Promise<string | null> {
  const identity = await findIdentityById(db, id);
  if (identity?.phoneHash != null) return identity.phoneHash;
  const [row] = await db
    .select({ phoneHash: phoneHistory.phoneHash })
    .from(phoneHistory)
    .where(eq(phoneHistory.identityId, id))
    .orderBy(desc(phoneHistory.verifiedAt))
    .limit(1);
  return row?.phoneHash ?? null;
}
