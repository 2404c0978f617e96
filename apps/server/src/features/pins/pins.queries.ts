import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { pinHashes, type PinHashesRow } from '../../db/schema';

export async function findPinHashes(db: Database, userId: string): Promise<PinHashesRow | null> {
  const [row] = await db.select().from(pinHashes).where(eq(pinHashes.userId, userId));
  return row ?? null;
}

export async function savePinHashes(
  db: Database,
  row: Omit<PinHashesRow, 'duressToldAt'>,
): Promise<void> {
  const { deviceSalt, deviceIterations, stopHash, duressHash, updatedAt } = row;
  await db.insert(pinHashes).values(row).onConflictDoUpdate({
    target: pinHashes.userId,
    set: { deviceSalt, deviceIterations, stopHash, duressHash, updatedAt },
  });
}

export async function deletePinHashes(db: Database, userId: string): Promise<void> {
  await db.delete(pinHashes).where(eq(pinHashes.userId, userId));
}

/** Takes the turn to tell the contacts of a duress: false when they were told since `since`. */
export async function claimDuressNotice(
  db: Database,
  userId: string,
  now: Date,
  since: Date,
): Promise<boolean> {
  const claimed = await db
    .update(pinHashes)
    .set({ duressToldAt: now })
    .where(
      and(
        eq(pinHashes.userId, userId),
        or(isNull(pinHashes.duressToldAt), lt(pinHashes.duressToldAt, since)),
      ),
    )
    .returning({ userId: pinHashes.userId });
  return claimed.length > 0;
}
