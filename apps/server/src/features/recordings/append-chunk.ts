import { chainNext, type ChunkReceipt, RECORDING_MAX_BYTES } from '@redzone/contract';
import type { Database } from '../../db/database';
import type { RecordingChunkRow, RecordingRow } from '../../db/schema';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import type { AppendedChunk, EncryptedTake } from '../../platform/evidence/encrypted-take';
import type { EvidenceSigner } from '../../platform/evidence/evidence-signer';
import { sha256HexNow } from '../../platform/evidence/sha256';
import { parseStoredAck, signAck } from './chunk-ack';
import { fromStore, recordingNotFound } from './recording-errors';
import { toUploadStatus } from './recording-presenter';
import { findChunk, findOwnRecording, insertChunk, updateRecording } from './recordings.queries';

/** What identifies a chunk inside its sealed record: the recording and the chunk's place. */
export const sealContext = (recordingId: string, index: number) => `${recordingId}:${index}`;

/** A repeat of a stored chunk (its answer was lost) gets the same answer; anything else is refused. */
function repeatReceipt(row: RecordingRow, stored: RecordingChunkRow, sha256: string) {
  if (stored.sha256 !== sha256) {
    throw new AppError(
      HTTP_STATUS.conflict,
      'chunk_conflict',
      `Chunk ${stored.index} is already stored with different content; recorded evidence is never replaced.`,
    );
  }
  const ack = parseStoredAck(stored.ack);
  return {
    ...toUploadStatus(row),
    index: stored.index,
    receivedAt: stored.receivedAt.toISOString(),
    ...(ack === null ? {} : { ack }),
  };
}

/**
 * A chunk for a store that keeps objects (a bucket), stored before the row lock when the row, read
 * without the lock, expects it next; null when it does not (a repeat, a refusal: the locked
 * check says which). An object stored for a chunk that another request stored first is left
 * unnamed by any row, and goes with the take.
 */
async function storeAhead(
  deps: { db: Database; fileOf: (id: string) => EncryptedTake },
  userId: string,
  id: string,
  index: number,
  bytes: Buffer,
): Promise<AppendedChunk | null> {
  const row = await findOwnRecording(deps.db, userId, id);
  if (row === null || row.status === 'finished' || index !== row.chunkCount) return null;
  if (row.byteCount + bytes.length > RECORDING_MAX_BYTES) return null;
  return fromStore(() =>
    deps.fileOf(id).append({ index, storedBytes: row.storedBytes }, bytes, sealContext(id, index)),
  );
}

/**
 * Stores chunk `index` if it is the next one (checked, sealed and held by the footage store before
 * the rows are written and the ack is signed), or answers a repeat of a stored one as before.
 * `isNew` says which. A store that does not answer in time is a 503 and no ack: the rows roll
 * back, so the same chunk sent again later is stored once.
 */
export async function appendChunk(
  deps: {
    db: Database;
    clock: () => Date;
    fileOf: (id: string) => EncryptedTake;
    signer: EvidenceSigner;
    /**
     * The store appends to one file at an offset (DATA_DIR/recordings), so a chunk is written
     * under the row lock. A bucket keeps each chunk as its own object, named by its hash, so the
     * chunk is stored before the lock: a slow bucket holds no database connection.
     */
    storesInOrder: boolean;
  },
  userId: string,
  id: string,
  {
    index,
    sha256,
    bytes,
    endsAtSeconds,
  }: {
    index: number;
    sha256: string;
    bytes: Buffer;
    /** The chunk's end in media time, when the recorder said it. */
    endsAtSeconds?: number | undefined;
  },
): Promise<{ receipt: ChunkReceipt; isNew: boolean; row: RecordingRow }> {
  const { db, clock, fileOf, signer } = deps;
  const actual = sha256HexNow(bytes);
  if (actual !== sha256) {
    throw new AppError(
      HTTP_STATUS.unprocessableContent,
      'chunk_hash_mismatch',
      `Chunk ${index} arrived damaged (its SHA-256 does not match). Send it again.`,
    );
  }
  const ahead = deps.storesInOrder ? null : await storeAhead(deps, userId, id, index, bytes);
  // The row lock orders appends to one recording, across instances sharing the store.
  return db.transaction(async (tx) => {
    const row = await findOwnRecording(tx, userId, id, { forUpdate: true });
    if (row === null) throw recordingNotFound();
    if (index < row.chunkCount) {
      const stored = await findChunk(tx, id, index);
      if (stored === null) throw new Error(`chunk ${index} of ${id} is counted but missing`);
      return { receipt: repeatReceipt(row, stored, sha256), isNew: false, row };
    }
    if (row.status === 'finished') {
      throw new AppError(
        HTTP_STATUS.conflict,
        'recording_finished',
        'This recording is finished; it cannot grow. Start a new one.',
      );
    }
    if (index > row.chunkCount) {
      throw new AppError(
        HTTP_STATUS.conflict,
        'chunk_out_of_order',
        `Chunk ${index} is out of order: the server holds ${row.chunkCount} chunks, so chunk ${row.chunkCount} comes next.`,
      );
    }
    if (row.byteCount + bytes.length > RECORDING_MAX_BYTES) {
      throw new AppError(
        HTTP_STATUS.payloadTooLarge,
        'recording_too_large',
        'This recording has reached the largest size the server keeps. Start a new one.',
      );
    }
    const stored =
      ahead !== null && ahead.storedOffset === row.storedBytes
        ? ahead
        : await fromStore(() =>
            fileOf(id).append(
              { index, storedBytes: row.storedBytes },
              bytes,
              sealContext(id, index),
            ),
          );
    const receivedAt = clock();
    const chainHash = await chainNext(row.chainHash, sha256);
    const ack = signAck(signer, {
      recordingId: row.parentId ?? row.id,
      layer: row.layer,
      layerId: row.id,
      index,
      sha256,
      storedSha256: stored.storedSha256,
      chainHash,
      receivedAt: receivedAt.toISOString(),
    });
    await insertChunk(tx, {
      recordingId: id,
      index,
      sha256,
      size: bytes.length,
      plainOffset: row.byteCount,
      ...stored,
      receivedAt,
      ack: JSON.stringify(ack),
    });
    const updated = await updateRecording(tx, id, {
      chunkCount: index + 1,
      byteCount: row.byteCount + bytes.length,
      storedBytes: stored.storedOffset + stored.storedSize,
      chainHash,
      firstChunkAt: row.firstChunkAt ?? receivedAt,
      lastChunkAt: receivedAt,
      ...(endsAtSeconds === undefined
        ? {}
        : { securedUntilSeconds: Math.max(row.securedUntilSeconds ?? 0, endsAtSeconds) }),
    });
    const receipt = {
      ...toUploadStatus(updated),
      index,
      receivedAt: receivedAt.toISOString(),
      ack,
    };
    return { receipt, isNew: true, row: updated };
  });
}
