import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type RecordingRow, recordings, type VideoReportRow, videoReports } from '../../db/schema';

export async function findOwnRecordingRow(
  db: Database,
  userId: string,
  id: string,
): Promise<RecordingRow | null> {
  const [row] = await db
    .select()
    .from(recordings)
    .where(and(eq(recordings.id, id), eq(recordings.userId, userId)));
  return row ?? null;
}

/** A recording's other layers (the evidence layer), oldest first. */
export async function findLayerRowsOf(db: Database, recordingId: string): Promise<RecordingRow[]> {
  return db
    .select()
    .from(recordings)
    .where(eq(recordings.parentId, recordingId))
    .orderBy(recordings.createdAt);
}

export async function insertVideoReports(
  db: Database,
  values: (typeof videoReports.$inferInsert)[],
): Promise<VideoReportRow[]> {
  return db.insert(videoReports).values(values).returning();
}

export async function findOwnVideoReports(db: Database, userId: string): Promise<VideoReportRow[]> {
  return db
    .select()
    .from(videoReports)
    .where(eq(videoReports.userId, userId))
    .orderBy(desc(videoReports.createdAt));
}

export async function findOwnVideoReport(
  db: Database,
  userId: string,
  id: string,
): Promise<VideoReportRow | null> {
  const [row] = await db
    .select()
    .from(videoReports)
    .where(and(eq(videoReports.id, id), eq(videoReports.userId, userId)));
  return row ?? null;
}

/** A complaint was prepared from these recordings: they outlive the retention. */
export async function keepReportedRecordings(db: Database, ids: string[], at: Date) {
  if (ids.length === 0) return;
  await db
    .update(recordings)
    .set({ keptAt: at, keptReason: 'report' })
    .where(
      and(
        inArray(recordings.id, ids),
        or(isNull(recordings.keptAt), eq(recordings.keptReason, 'person')),
      ),
    );
}
