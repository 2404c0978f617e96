import { and, desc, eq, gte, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  alerts,
  contactConsents,
  decoyViews,
  identities,
  officerReports,
  officers,
  phoneHistory,
  pinHashes,
  recordings,
  removedContacts,
  trustedContacts,
  videoReports,
  watchZones,
} from '../../db/schema';

/** Identities that hold the number now, or held it since `since`, other than `keepId`. */
export async function findHoldersOf(
  tx: Database,
  phoneHash: string,
  keepId: string,
  since: Date,
): Promise<string[]> {
  const [now, past] = await Promise.all([
    tx
      .select({ id: identities.id })
      .from(identities)
      .where(and(eq(identities.phoneHash, phoneHash), ne(identities.id, keepId))),
    tx
      .select({ id: phoneHistory.identityId })
      .from(phoneHistory)
      .where(
        and(
          eq(phoneHistory.phoneHash, phoneHash),
          ne(phoneHistory.identityId, keepId),
          or(isNull(phoneHistory.releasedAt), gte(phoneHistory.releasedAt, since)),
        ),
      ),
  ]);
  return [...new Set([...now, ...past].map((row) => row.id))];
}

export async function revokeIdentities(tx: Database, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(identities).set({ revokedAt: at }).where(inArray(identities.id, ids));
}

/** Rows that move whole from one owner to another; how many alerts and recordings moved. */
export async function moveOwnedRows(
  tx: Database,
  fromIds: string[],
  toId: string,
): Promise<{ alerts: number; recordings: number }> {
  const movedAlerts = await tx
    .update(alerts)
    .set({ userId: toId })
    .where(inArray(alerts.userId, fromIds))
    .returning({ id: alerts.id });
  const movedRecordings = await tx
    .update(recordings)
    .set({ userId: toId })
    .where(inArray(recordings.userId, fromIds))
    .returning({ id: recordings.id, parentId: recordings.parentId });
  await tx.update(watchZones).set({ userId: toId }).where(inArray(watchZones.userId, fromIds));
  await tx
    .update(officerReports)
    .set({ userId: toId })
    .where(inArray(officerReports.userId, fromIds));
  await tx.update(videoReports).set({ userId: toId }).where(inArray(videoReports.userId, fromIds));
  await tx
    .update(officers)
    .set({ creatorUserId: toId })
    .where(inArray(officers.creatorUserId, fromIds));
  await tx.delete(decoyViews).where(inArray(decoyViews.userId, [...fromIds, toId]));
  return {
    alerts: movedAlerts.length,
    recordings: movedRecordings.filter((row) => row.parentId === null).length,
  };
}

/** Which of the identities have had the same PINs since `settledBy`, the latest set first. */
export async function findPinHolders(
  db: Database,
  userIds: string[],
  settledBy: Date,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: pinHashes.userId })
    .from(pinHashes)
    .where(and(inArray(pinHashes.userId, userIds), lte(pinHashes.updatedAt, settledBy)))
    .orderBy(desc(pinHashes.updatedAt));
  return rows.map((row) => row.userId);
}

/**
 * A take-back with the duress PIN: the latest PINs of the old phones guard the new one, under
 * a pretence that it has none (the duress PIN's `cleared`, decoy.schema.ts).
 */
export async function keepPinsPretendingNone(
  tx: Database,
  fromIds: string[],
  toId: string,
  now: Date,
): Promise<void> {
  const [row] = await tx
    .select()
    .from(pinHashes)
    .where(inArray(pinHashes.userId, fromIds))
    .orderBy(desc(pinHashes.updatedAt))
    .limit(1);
  if (row === undefined) return;
  await tx
    .insert(pinHashes)
    .values({ ...row, userId: toId })
    .onConflictDoUpdate({
      target: pinHashes.userId,
      set: { stopHash: row.stopHash, duressHash: row.duressHash, updatedAt: row.updatedAt },
    });
  await tx.insert(decoyViews).values({ userId: toId, startedAt: now, pinsState: 'cleared' });
}

/** Whether any of the identities had PINs. */
export async function hasPins(tx: Database, userIds: string[]): Promise<boolean> {
  const [row] = await tx
    .select({ userId: pinHashes.userId })
    .from(pinHashes)
    .where(inArray(pinHashes.userId, userIds))
    .limit(1);
  return row !== undefined;
}

export async function findCircles(tx: Database, fromIds: string[]) {
  const [contacts, consents, removed] = await Promise.all([
    tx.select().from(trustedContacts).where(inArray(trustedContacts.ownerId, fromIds)),
    tx.select().from(contactConsents).where(inArray(contactConsents.ownerId, fromIds)),
    tx.select().from(removedContacts).where(inArray(removedContacts.ownerId, fromIds)),
  ]);
  return { contacts, consents, removed };
}

export async function countContacts(tx: Database, ownerId: string): Promise<number> {
  const rows = await tx
    .select({ position: trustedContacts.position })
    .from(trustedContacts)
    .where(eq(trustedContacts.ownerId, ownerId));
  return rows.length;
}

/**
 * Recordings of `ownerIds` whose deletion was asked for since `since`: asked from those phones,
 * as a recording's owner is the identity whose session asked.
 */
export async function findDeletionsAskedSince(tx: Database, ownerIds: string[], since: Date) {
  return tx
    .select({
      id: recordings.id,
      title: recordings.title,
      requestedAt: recordings.deletionRequestedAt,
    })
    .from(recordings)
    .where(
      and(
        inArray(recordings.userId, ownerIds),
        isNull(recordings.parentId),
        gte(recordings.deletionRequestedAt, since),
      ),
    );
}

export async function cancelDeletions(tx: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(recordings)
    .set({ deleteAt: null, deletionRequestedAt: null })
    .where(inArray(recordings.id, ids));
}

/** The circle's rows of an identity whose circle moved to another. */
export async function deleteCircleOf(tx: Database, ownerId: string): Promise<void> {
  await tx.delete(trustedContacts).where(eq(trustedContacts.ownerId, ownerId));
  await tx.delete(removedContacts).where(eq(removedContacts.ownerId, ownerId));
}

export async function deleteConsentsOf(tx: Database, ownerId: string): Promise<void> {
  await tx.delete(contactConsents).where(eq(contactConsents.ownerId, ownerId));
}
