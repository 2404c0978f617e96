import { ALERT_EXPIRY_MS, TAKE_BEFORE_ALERT_MS } from '@redzone/contract';
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  alerts,
  recordingChunks,
  type RecordingChunkRow,
  type RecordingRow,
  recordings,
} from '../../db/schema';

export async function insertRecording(
  db: Database,
  values: typeof recordings.$inferInsert,
): Promise<RecordingRow> {
  const [row] = await db.insert(recordings).values(values).returning();
  if (row === undefined) throw new Error('recording insert returned no row');
  return row;
}

/** Uploads started and not finished, by layer (GET /metrics' backlog). */
export async function countUnfinishedRecordings(
  db: Database,
): Promise<Record<RecordingRow['layer'], number>> {
  const rows = await db
    .select({ layer: recordings.layer, count: sql<number>`count(*)::int` })
    .from(recordings)
    .where(eq(recordings.status, 'uploading'))
    .groupBy(recordings.layer);
  const counts = { sound: 0, evidence: 0, full: 0, gaps: 0 };
  for (const row of rows) counts[row.layer] = row.count;
  return counts;
}

/** The layers of these recordings other than their full one, oldest first. */
export async function findLayersOf(db: Database, parentIds: string[]): Promise<RecordingRow[]> {
  if (parentIds.length === 0) return [];
  return db
    .select()
    .from(recordings)
    .where(inArray(recordings.parentId, parentIds))
    .orderBy(asc(recordings.createdAt));
}

export async function findLayer(
  db: Database,
  parentId: string,
  layer: RecordingRow['layer'],
): Promise<RecordingRow | null> {
  const [row] = await db
    .select()
    .from(recordings)
    .where(and(eq(recordings.parentId, parentId), eq(recordings.layer, layer)));
  return row ?? null;
}

/** The caller's own recording; another identity's is "not found", never "forbidden". */
export async function findOwnRecording(
  db: Database,
  userId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<RecordingRow | null> {
  const query = db
    .select()
    .from(recordings)
    .where(and(eq(recordings.id, id), eq(recordings.userId, userId)));
  const [row] = options.forUpdate === true ? await query.for('update') : await query;
  return row ?? null;
}

export async function findRecordingById(db: Database, id: string): Promise<RecordingRow | null> {
  const [row] = await db.select().from(recordings).where(eq(recordings.id, id));
  return row ?? null;
}

/** The caller's recordings (their layers come with them: findLayersOf). */
export async function findOwnRecordings(db: Database, userId: string): Promise<RecordingRow[]> {
  return db
    .select()
    .from(recordings)
    .where(and(eq(recordings.userId, userId), isNull(recordings.parentId)))
    .orderBy(desc(recordings.createdAt));
}

export async function alertExists(db: Database, alertId: string): Promise<boolean> {
  const [row] = await db.select({ id: alerts.id }).from(alerts).where(eq(alerts.id, alertId));
  return row !== undefined;
}

export async function findChunk(
  db: Database,
  recordingId: string,
  index: number,
): Promise<RecordingChunkRow | null> {
  const [row] = await db
    .select()
    .from(recordingChunks)
    .where(and(eq(recordingChunks.recordingId, recordingId), eq(recordingChunks.index, index)));
  return row ?? null;
}

/** Where each chunk of an upload sits in the footage store, in order. */
export async function findChunkPlaces(db: Database, recordingId: string) {
  return db
    .select({
      index: recordingChunks.index,
      storedOffset: recordingChunks.storedOffset,
      storedSize: recordingChunks.storedSize,
      storedSha256: recordingChunks.storedSha256,
    })
    .from(recordingChunks)
    .where(eq(recordingChunks.recordingId, recordingId))
    .orderBy(asc(recordingChunks.index));
}

/** The chunks holding plain bytes `start`..`end` (inclusive), in order. */
export async function findChunksCovering(
  db: Database,
  recordingId: string,
  start: number,
  end: number,
): Promise<RecordingChunkRow[]> {
  return db
    .select()
    .from(recordingChunks)
    .where(
      and(
        eq(recordingChunks.recordingId, recordingId),
        lte(recordingChunks.plainOffset, end),
        gte(sql`${recordingChunks.plainOffset} + ${recordingChunks.size}`, start + 1),
      ),
    )
    .orderBy(asc(recordingChunks.index));
}

export async function insertChunk(
  db: Database,
  values: typeof recordingChunks.$inferInsert,
): Promise<void> {
  await db.insert(recordingChunks).values(values);
}

export async function updateRecording(
  db: Database,
  id: string,
  values: Partial<typeof recordings.$inferInsert>,
): Promise<RecordingRow> {
  const [row] = await db.update(recordings).set(values).where(eq(recordings.id, id)).returning();
  if (row === undefined) throw new Error(`recording ${id} vanished while updating`);
  return row;
}

export async function deleteRecording(db: Database, id: string): Promise<void> {
  await db.delete(recordings).where(eq(recordings.id, id));
}

/**
 * A take its sender began around one of their alerts (at the touch, before the alert had an id):
 * the alert's footage (contract rules/alert-footage.ts), though it never learnt the alert's id
 * when its phone had no more of it to describe.
 */
const beganAroundAnAlert = sql`exists (
  select 1 from ${alerts}
  where ${alerts.userId} = ${recordings.userId}
    and ${recordings.createdAt} >= ${alerts.createdAt} - (${TAKE_BEFORE_ALERT_MS} * interval '1 millisecond')
    and ${recordings.createdAt} <= ${alerts.createdAt} + (${ALERT_EXPIRY_MS} * interval '1 millisecond')
    and (${alerts.endedAt} is null or ${alerts.endedAt} >= ${recordings.createdAt})
)`;

/**
 * Recordings made before `createdBefore` that nothing keeps: past their retention. Kept ones (by
 * their owner, or because a complaint was prepared from them) and an alert's stay, also a take
 * begun around an alert (evidence of an alert or a complaint is never deleted automatically).
 */
export async function findRecordingIdsCreatedBefore(
  db: Database,
  createdBefore: Date,
): Promise<string[]> {
  const rows = await db
    .select({ id: recordings.id })
    .from(recordings)
    .where(
      and(
        lt(recordings.createdAt, createdBefore),
        // A layer goes with its recording.
        isNull(recordings.parentId),
        isNull(recordings.keptAt),
        isNull(recordings.alertId),
        sql`not ${beganAroundAnAlert}`,
      ),
    );
  return rows.map((row) => row.id);
}

/** The owner's alerts' times, to tell which of their takes began around one. */
export async function findAlertTimesOf(
  db: Database,
  userId: string,
): Promise<{ createdAtMs: number; endedAtMs: number | null }[]> {
  const rows = await db
    .select({ createdAt: alerts.createdAt, endedAt: alerts.endedAt })
    .from(alerts)
    .where(eq(alerts.userId, userId));
  return rows.map((row) => ({
    createdAtMs: row.createdAt.getTime(),
    endedAtMs: row.endedAt?.getTime() ?? null,
  }));
}

/** Keeps (or lets go) one recording; a complaint's keep is never undone by its owner here. */
export async function setRecordingKept(
  db: Database,
  id: string,
  keptAt: Date | null,
): Promise<RecordingRow> {
  const [row] = await db
    .update(recordings)
    .set(keptAt === null ? { keptAt: null, keptReason: null } : { keptAt, keptReason: 'person' })
    .where(
      keptAt === null
        ? and(eq(recordings.id, id), eq(recordings.keptReason, 'person'))
        : and(eq(recordings.id, id), isNull(recordings.keptAt)),
    )
    .returning();
  if (row !== undefined) return row;
  // Nothing to change (already kept, or kept for a complaint): the row as it is.
  const current = await findRecordingById(db, id);
  if (current === null) throw new Error(`recording ${id} vanished while being kept`);
  return current;
}

/** Footage bytes this identity's recordings hold on the server, every layer (the quota). */
export async function sumStoredBytesOf(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${recordings.byteCount}), 0)` })
    .from(recordings)
    .where(eq(recordings.userId, userId));
  return Number(row?.bytes ?? 0);
}

/** Sealed bytes of every recording and layer: what the footage store holds for them. */
export async function sumStoredBytesOfAll(db: Database): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${recordings.storedBytes}), 0)` })
    .from(recordings);
  return Number(row?.bytes ?? 0);
}

/**
 * This identity's recordings still uploading that moved since `since` (full layers: a camera's
 * layers are one recording). One whose phone was taken stops counting once it goes quiet.
 */
export async function countOpenRecordingsOf(
  db: Database,
  userId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(recordings)
    .where(
      and(
        eq(recordings.userId, userId),
        eq(recordings.status, 'uploading'),
        isNull(recordings.parentId),
        // A timestamp as text: a raw expression has no column to map a Date for the driver.
        sql`coalesce(${recordings.lastChunkAt}, ${recordings.createdAt}) >= ${since.toISOString()}::timestamptz`,
      ),
    );
  return row?.count ?? 0;
}

/** The recording goes at `deleteAt`, not now; any texted code is spent. */
export async function scheduleDeletion(
  db: Database,
  id: string,
  deleteAt: Date | null,
  requestedAt: Date | null = null,
): Promise<RecordingRow> {
  const [row] = await db
    .update(recordings)
    .set({
      deleteAt,
      deletionRequestedAt: deleteAt === null ? null : requestedAt,
      deletionCodeHash: null,
      deletionCodeExpiresAt: null,
      deletionCodeAttempts: 0,
    })
    .where(eq(recordings.id, id))
    .returning();
  if (row === undefined) throw new Error(`recording ${id} vanished while its deletion was set`);
  return row;
}

/** A fresh code for deleting an alert's or a complaint's recording; earlier tries are forgotten. */
export async function setDeletionCode(
  db: Database,
  id: string,
  codeHash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(recordings)
    .set({ deletionCodeHash: codeHash, deletionCodeExpiresAt: expiresAt, deletionCodeAttempts: 0 })
    .where(eq(recordings.id, id));
}

/** One more try at the code; the count after it. */
export async function countDeletionCodeTry(db: Database, id: string): Promise<number> {
  const [row] = await db
    .update(recordings)
    .set({ deletionCodeAttempts: sql`${recordings.deletionCodeAttempts} + 1` })
    .where(eq(recordings.id, id))
    .returning({ attempts: recordings.deletionCodeAttempts });
  return row?.attempts ?? 0;
}

/** Recordings whose scheduled deletion is due (a layer goes with its recording). */
export async function findRecordingIdsDueForDeletion(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: recordings.id })
    .from(recordings)
    .where(and(isNull(recordings.parentId), lte(recordings.deleteAt, now)));
  return rows.map((row) => row.id);
}

/**
 * Whether the owner had an alert on when this take began, or sent one shortly after: the
 * recorder starts at the touch, before the alert has an id, and such a take is the alert's
 * footage even before its end names the alert (watch.service.ts keeps the same window).
 */
export async function startedAroundAnAlert(
  db: Database,
  row: Pick<RecordingRow, 'userId' | 'createdAt'>,
  windowMs: { before: number; longest: number },
): Promise<boolean> {
  const started = row.createdAt;
  const [found] = await db
    .select({ id: alerts.id })
    .from(alerts)
    .where(
      and(
        eq(alerts.userId, row.userId),
        lte(alerts.createdAt, new Date(started.getTime() + windowMs.before)),
        gte(alerts.createdAt, new Date(started.getTime() - windowMs.longest)),
        or(isNull(alerts.endedAt), gte(alerts.endedAt, started)),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/** Whether the identity has an alert on now (its evidence keeps priority over allowances). */
export async function hasAlertUnderWay(
  db: Database,
  userId: string,
  since: Date,
): Promise<boolean> {
  const [found] = await db
    .select({ id: alerts.id })
    .from(alerts)
    .where(
      and(eq(alerts.userId, userId), eq(alerts.status, 'active'), gte(alerts.createdAt, since)),
    )
    .limit(1);
  return found !== undefined;
}
