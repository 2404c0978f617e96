import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type WatchZoneRow, watchZones, watchZoneTexts } from '../../db/schema';

export async function findZonesOf(db: Database, userId: string): Promise<WatchZoneRow[]> {
  return db
    .select()
    .from(watchZones)
    .where(eq(watchZones.userId, userId))
    .orderBy(asc(watchZones.position));
}

/** Replaces the person's whole list in one transaction. */
export async function replaceZones(
  db: Database,
  userId: string,
  rows: (typeof watchZones.$inferInsert)[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(watchZones).where(eq(watchZones.userId, userId));
    if (rows.length > 0) await tx.insert(watchZones).values(rows);
  });
}

/** Who watches any of these cells (each once). */
export async function findWatchersOf(db: Database, cells: string[]): Promise<string[]> {
  if (cells.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: watchZones.userId })
    .from(watchZones)
    .where(inArray(watchZones.cell, cells));
  return rows.map((row) => row.userId);
}

export async function wantsTexts(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: watchZoneTexts.userId })
    .from(watchZoneTexts)
    .where(eq(watchZoneTexts.userId, userId));
  return rows.length > 0;
}

export async function setWantsTexts(
  db: Database,
  userId: string,
  wants: boolean,
  now: Date,
): Promise<void> {
  if (!wants) {
    await db.delete(watchZoneTexts).where(eq(watchZoneTexts.userId, userId));
    return;
  }
  await db.insert(watchZoneTexts).values({ userId, createdAt: now }).onConflictDoNothing();
}

/** Those of `userIds` who asked to be texted (each once). */
export async function findTextersAmong(db: Database, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: watchZoneTexts.userId })
    .from(watchZoneTexts)
    .where(inArray(watchZoneTexts.userId, userIds));
  return rows.map((row) => row.userId);
}
