import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type WatchZoneRow, watchZones } from '../../db/schema';

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
