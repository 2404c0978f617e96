import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type ContactConsentRow, contactConsents } from '../../db/schema';

export async function findConsentsOf(
  db: Database,
  ownerId: string,
): Promise<Pick<ContactConsentRow, 'phoneHash' | 'status'>[]> {
  return db
    .select({ phoneHash: contactConsents.phoneHash, status: contactConsents.status })
    .from(contactConsents)
    .where(eq(contactConsents.ownerId, ownerId));
}

/** New invitations only: a number already asked by this owner keeps its row and its answer. */
export async function insertInvitations(
  db: Database,
  rows: Omit<ContactConsentRow, 'status' | 'answeredAt'>[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(contactConsents)
    .values(rows)
    .onConflictDoNothing()
    .returning({ phoneHash: contactConsents.phoneHash });
  return inserted.map((row) => row.phoneHash);
}

export async function findConsentByToken(
  db: Database,
  tokenHash: string,
): Promise<ContactConsentRow | null> {
  const [row] = await db
    .select()
    .from(contactConsents)
    .where(eq(contactConsents.tokenHash, tokenHash));
  return row ?? null;
}

export async function answerConsent(
  db: Database,
  tokenHash: string,
  answer: { status: 'confirmed' | 'declined'; at: Date },
): Promise<ContactConsentRow | null> {
  const [row] = await db
    .update(contactConsents)
    .set({ status: answer.status, answeredAt: answer.at })
    .where(eq(contactConsents.tokenHash, tokenHash))
    .returning();
  return row ?? null;
}
