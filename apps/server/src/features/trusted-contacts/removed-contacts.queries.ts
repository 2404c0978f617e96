import { and, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type RemovedContactRow, removedContacts } from './removed-contacts.schema';

/** Keeps each number once per owner (a second removal moves its date), dropping the stale. */
export async function insertRemovedContacts(
  db: Database,
  rows: RemovedContactRow[],
  staleBefore: Date,
): Promise<void> {
  const ownerIds = [...new Set(rows.map((row) => row.ownerId))];
  for (const ownerId of ownerIds) {
    await db
      .delete(removedContacts)
      .where(and(eq(removedContacts.ownerId, ownerId), lt(removedContacts.removedAt, staleBefore)));
  }
  for (const row of rows) {
    await db
      .insert(removedContacts)
      .values(row)
      .onConflictDoUpdate({
        target: [removedContacts.ownerId, removedContacts.phoneHash],
        set: { removedAt: row.removedAt, phoneEncrypted: row.phoneEncrypted },
      });
  }
}

export async function findRemovedContactsSince(
  db: Database,
  ownerId: string,
  since: Date,
): Promise<RemovedContactRow[]> {
  return db
    .select()
    .from(removedContacts)
    .where(and(eq(removedContacts.ownerId, ownerId), gte(removedContacts.removedAt, since)));
}

/** A number listed again is a contact again, not a removed one. */
export async function forgetRemovedContacts(
  db: Database,
  ownerId: string,
  phoneHashes: string[],
): Promise<void> {
  for (const phoneHash of phoneHashes) {
    await db
      .delete(removedContacts)
      .where(and(eq(removedContacts.ownerId, ownerId), eq(removedContacts.phoneHash, phoneHash)));
  }
}
