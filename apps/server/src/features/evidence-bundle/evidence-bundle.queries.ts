import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { chainTimestamps, recordingChunks } from '../../db/schema';

/** A layer's chunks as the manifest lists them, with their signed acknowledgements. */
export async function findChunkRecords(db: Database, recordingId: string) {
  return db
    .select({
      index: recordingChunks.index,
      size: recordingChunks.size,
      sha256: recordingChunks.sha256,
      receivedAt: recordingChunks.receivedAt,
      ack: recordingChunks.ack,
    })
    .from(recordingChunks)
    .where(eq(recordingChunks.recordingId, recordingId))
    .orderBy(asc(recordingChunks.index));
}

/** A layer's RFC 3161 tokens, oldest chain first. */
export async function findChainTimestamps(db: Database, recordingId: string) {
  return db
    .select()
    .from(chainTimestamps)
    .where(eq(chainTimestamps.recordingId, recordingId))
    .orderBy(asc(chainTimestamps.chunkCount), asc(chainTimestamps.tsaUrl));
}
