import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { recordingChunks, recordings } from '../../db/schema';

/** Every recording and layer's id, oldest first. */
export async function findAllRecordingIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: recordings.id })
    .from(recordings)
    .orderBy(asc(recordings.createdAt), asc(recordings.id));
  return rows.map((row) => row.id);
}

/** Records the sealed hash of a chunk stored before it was kept. */
export async function setChunkStoredSha256(
  db: Database,
  recordingId: string,
  index: number,
  storedSha256: string,
): Promise<void> {
  await db
    .update(recordingChunks)
    .set({ storedSha256 })
    .where(and(eq(recordingChunks.recordingId, recordingId), eq(recordingChunks.index, index)));
}
