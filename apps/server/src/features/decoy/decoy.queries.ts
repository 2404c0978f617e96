import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type DecoyConsentRow, decoyConsents, type DecoyViewRow, decoyViews } from './decoy.schema';

export async function findDecoyView(db: Database, userId: string): Promise<DecoyViewRow | null> {
  const [row] = await db.select().from(decoyViews).where(eq(decoyViews.userId, userId));
  return row ?? null;
}

/** Writes one part of the pretence, starting it if it was not under way. */
export async function updateDecoyView(
  db: Database,
  userId: string,
  now: Date,
  values: Partial<Omit<DecoyViewRow, 'userId' | 'startedAt'>>,
): Promise<void> {
  await db
    .insert(decoyViews)
    .values({ userId, startedAt: now, ...values })
    .onConflictDoUpdate({ target: decoyViews.userId, set: values });
}

/** Adds (or, with null, takes back) one recording's pretended deletion. */
export async function setDecoyDeletion(
  db: Database,
  userId: string,
  now: Date,
  recordingId: string,
  deleteAt: string | null,
): Promise<void> {
  const change =
    deleteAt === null
      ? sql`${decoyViews.deletions} - ${recordingId}::text`
      : sql`${decoyViews.deletions} || jsonb_build_object(${recordingId}::text, ${deleteAt}::text)`;
  await db
    .insert(decoyViews)
    .values({
      userId,
      startedAt: now,
      deletions: deleteAt === null ? {} : { [recordingId]: deleteAt },
    })
    .onConflictDoUpdate({ target: decoyViews.userId, set: { deletions: change } });
}

/** Keeps the code texted for one recording's pretended deletion (replacing an earlier one). */
export async function setDecoyDeletionCode(
  db: Database,
  userId: string,
  now: Date,
  recordingId: string,
  code: { hash: string; expiresAt: string },
): Promise<void> {
  await db
    .insert(decoyViews)
    .values({ userId, startedAt: now, deletionCodes: { [recordingId]: code } })
    .onConflictDoUpdate({
      target: decoyViews.userId,
      set: {
        deletionCodes: sql`${decoyViews.deletionCodes} || jsonb_build_object(${recordingId}::text, ${JSON.stringify(code)}::jsonb)`,
      },
    });
}

/** A pretence with nothing to show yet (a feature withdrew something): the stop PIN ends it. */
export async function startDecoyView(db: Database, userId: string, now: Date): Promise<void> {
  await db.insert(decoyViews).values({ userId, startedAt: now }).onConflictDoNothing();
}

/** Adds one officer profile the holder deleted. */
export async function addDecoyOfficerRemoved(
  db: Database,
  userId: string,
  now: Date,
  officerId: string,
): Promise<void> {
  await db
    .insert(decoyViews)
    .values({ userId, startedAt: now, officersRemoved: [officerId] })
    .onConflictDoUpdate({
      target: decoyViews.userId,
      set: {
        officersRemoved: sql`${decoyViews.officersRemoved} || jsonb_build_array(${officerId}::text)`,
      },
    });
}

export async function deleteDecoyView(db: Database, userId: string): Promise<void> {
  await db.delete(decoyViews).where(eq(decoyViews.userId, userId));
  await db.delete(decoyConsents).where(eq(decoyConsents.ownerId, userId));
}

/** New pretended invitations only; the phone hashes that were new. */
export async function insertDecoyInvitations(
  db: Database,
  rows: Omit<DecoyConsentRow, 'status'>[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(decoyConsents)
    .values(rows)
    .onConflictDoNothing()
    .returning({ phoneHash: decoyConsents.phoneHash });
  return inserted.map((row) => row.phoneHash);
}

export async function findDecoyConsentsOf(db: Database, ownerId: string) {
  return db
    .select({ phoneHash: decoyConsents.phoneHash, status: decoyConsents.status })
    .from(decoyConsents)
    .where(eq(decoyConsents.ownerId, ownerId));
}

/** Answers a pretended invitation (`status` undefined: only reads it); null when none. */
export async function answerDecoyConsent(
  db: Database,
  tokenHash: string,
  status?: 'confirmed' | 'declined',
): Promise<DecoyConsentRow | null> {
  const [row] =
    status === undefined
      ? await db.select().from(decoyConsents).where(eq(decoyConsents.tokenHash, tokenHash))
      : await db
          .update(decoyConsents)
          .set({ status })
          .where(and(eq(decoyConsents.tokenHash, tokenHash)))
          .returning();
  return row ?? null;
}
