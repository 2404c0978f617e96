import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { pinHashes, type PinHashesRow } from '../../db/schema';

export async function findPinHashes(db: Database, userId: string): Promise<PinHashesRow | null> {
  const [row] = await db.select().from(pinHashes).where(eq(pinHashes.userId, userId));
  return row ?? null;
}

export async function savePinHashes(db: Database, row: PinHashesRow): Promise<void> {
  const { deviceSalt, deviceIterations, stopHash, duressHash, updatedAt } = row;
  await db.insert(pinHashes).values(row).onConflictDoUpdate({
    target: pinHashes.userId,
    set: { deviceSalt, deviceIterations, stopHash, duressHash, updatedAt },
  });
}

export async function deletePinHashes(db: Database, userId: string): Promise<void> {
  await db.delete(pinHashes).where(eq(pinHashes.userId, userId));
}
