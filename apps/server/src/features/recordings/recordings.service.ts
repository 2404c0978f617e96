import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  chainGenesis,
  type ChunkReceipt,
  type CreateEnhancedRecordingBody,
  type FinishRecordingBody,
  type RecordingDetails,
  type RecordingReceipt,
  type RecordingUploadStatus,
  type StartRecordingUploadBody,
} from '@redzone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { RecordingRow } from '../../db/schema';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import { EncryptedChunkFile } from '../../platform/evidence/encrypted-chunk-file';
import { ensureIdentity } from '../../platform/identity/identity.queries';
import { toReceipt, toRecordingDetails, toUploadStatus } from './recording-presenter';
import { appendChunk, sealContext } from './append-chunk';
import { recordingNotFound } from './recording-errors';
import type { RecordingsMetrics } from './recordings.metrics';
import {
  alertExists,
  findChunksCovering,
  findOwnRecording,
  findOwnRecordings,
  findRecordingById,
  findRecordingIdsCreatedBefore,
  setRecordingKept,
  insertRecording,
  updateRecording,
  deleteRecording,
} from './recordings.queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Plain bytes `start`..`end` of a recording, inclusive, read chunk by chunk. */
export interface Footage {
  recording: RecordingDetails;
  totalBytes: number;
  start: number;
  end: number;
  chunks: AsyncIterable<Buffer>;
}

export interface RecordingsService {
  start(userId: string, body: StartRecordingUploadBody): Promise<RecordingUploadStatus>;
  status(userId: string, id: string): Promise<RecordingUploadStatus>;
  /** Stores chunk `index` (the next one, or a repeat of a stored one) and answers once on disk. */
  appendChunk(
    userId: string,
    id: string,
    chunk: { index: number; sha256: string; bytes: Buffer },
  ): Promise<ChunkReceipt>;
  finish(userId: string, id: string, body: FinishRecordingBody): Promise<RecordingReceipt>;
  /** P1 §7 POST /api/enhanced-recordings: the recorder's metadata, on its upload or on its own. */
  describe(userId: string, body: CreateEnhancedRecordingBody): Promise<RecordingDetails>;
  list(userId: string): Promise<RecordingDetails[]>;
  get(userId: string, id: string): Promise<RecordingDetails>;
  /** `range` in plain bytes, inclusive, already checked against the size by the caller. */
  footage(
    userId: string,
    id: string,
    range: (size: number) => { start: number; end: number },
  ): Promise<Footage>;
  remove(userId: string, id: string): Promise<void>;
  /** Keeps a recording past the retention, or lets it go again (issue 31). */
  keep(userId: string, id: string, keep: boolean): Promise<RecordingDetails>;
  /** Deletes recordings older than the retention, files first. Returns how many. */
  purgeExpired(): Promise<number>;
}

export function createRecordingsService(deps: {
  db: Database;
  recordingsDir: string;
  key: Buffer;
  retentionDays: number;
  clock: () => Date;
  log: FastifyBaseLogger;
  metrics: RecordingsMetrics;
}): RecordingsService {
  const { db, recordingsDir, key, retentionDays, clock, log, metrics } = deps;
  const fileOf = (id: string) => new EncryptedChunkFile(join(recordingsDir, `${id}.rzv`), key);
  const details = (row: RecordingRow) => toRecordingDetails(row, retentionDays);

  async function ownRecording(userId: string, id: string): Promise<RecordingRow> {
    const row = await findOwnRecording(db, userId, id);
    if (row === null) throw recordingNotFound();
    return row;
  }

  async function checkAlert(alertId: string | null): Promise<void> {
    if (alertId !== null && !(await alertExists(db, alertId))) {
      throw new AppError(
        HTTP_STATUS.badRequest,
        'alert_not_found',
        'The alert this recording belongs to was not found. Send it without an alert id.',
      );
    }
  }

  async function newRecording(
    userId: string,
    values: { id?: string | undefined; mimeType: string; alertId: string | null },
  ): Promise<RecordingRow> {
    const id = values.id ?? randomUUID();
    await ensureIdentity(db, userId, clock());
    return insertRecording(db, {
      id,
      userId,
      alertId: values.alertId,
      mimeType: values.mimeType,
      chainHash: await chainGenesis(id),
      createdAt: clock(),
    });
  }

  return {
    async start(userId, body) {
      if (body.id !== undefined) {
        // A retried start (its answer was lost) gets the same upload back.
        const existing = await findRecordingById(db, body.id);
        if (existing?.userId === userId) return toUploadStatus(existing);
        if (existing !== null) {
          throw new AppError(
            HTTP_STATUS.conflict,
            'chunk_conflict',
            'This recording id is taken. Start the upload with a new id.',
          );
        }
      }
      await checkAlert(body.alertId);
      return toUploadStatus(await newRecording(userId, body));
    },

    async status(userId, id) {
      return toUploadStatus(await ownRecording(userId, id));
    },

    async appendChunk(userId, id, { index, sha256, bytes }) {
      // A duration, so the monotonic clock, not the injectable one.
      const started = performance.now();
      const { receipt, isNew } = await appendChunk({ db, clock, fileOf }, userId, id, {
        index,
        sha256,
        bytes,
      });
      const seconds = (performance.now() - started) / 1000;
      metrics.chunkAcknowledged({ bytes: bytes.length, isNew, seconds });
      return receipt;
    },

    async finish(userId, id, body) {
      return db.transaction(async (tx) => {
        const row = await findOwnRecording(tx, userId, id, { forUpdate: true });
        if (row === null) throw recordingNotFound();
        if (body.chunkCount !== row.chunkCount) {
          throw new AppError(
            HTTP_STATUS.conflict,
            'recording_incomplete',
            `The server holds ${row.chunkCount} of the ${body.chunkCount} chunks; send the rest before finishing.`,
          );
        }
        if (body.chainHash !== row.chainHash) {
          throw new AppError(
            HTTP_STATUS.conflict,
            'chunk_conflict',
            "The server's hash chain differs from the recorder's: the chunks it holds are not the ones recorded.",
          );
        }
        const finished =
          row.status === 'finished'
            ? row
            : await updateRecording(tx, id, { status: 'finished', finishedAt: clock() });
        const receipt = toReceipt(finished);
        if (receipt === null) throw new Error(`recording ${id} finished without a time`);
        return receipt;
      });
    },

    async describe(userId, body) {
      const { recordingId, alertId, ...metadata } = body;
      const values = {
        title: metadata.title,
        description: metadata.description,
        durationSeconds: Math.round(metadata.duration),
        quality: metadata.quality,
        cameraType: metadata.cameraType,
        latitude: metadata.latitude,
        longitude: metadata.longitude,
        location: metadata.location,
      };
      await checkAlert(alertId);
      if (recordingId === undefined) {
        // Metadata alone (the spec's call): a recording with no footage uploaded (yet).
        const row = await newRecording(userId, { mimeType: 'video/webm', alertId });
        return details(await updateRecording(db, row.id, values));
      }
      const row = await ownRecording(userId, recordingId);
      return details(
        await updateRecording(db, row.id, { ...values, alertId: alertId ?? row.alertId }),
      );
    },

    async list(userId) {
      return (await findOwnRecordings(db, userId)).map(details);
    },

    async get(userId, id) {
      return details(await ownRecording(userId, id));
    },

    async footage(userId, id, range) {
      const row = await ownRecording(userId, id);
      const { start, end } = range(row.byteCount);
      const covering = row.byteCount === 0 ? [] : await findChunksCovering(db, id, start, end);
      const file = fileOf(id);
      async function* chunks(): AsyncIterable<Buffer> {
        for (const chunk of covering) {
          const plain = await file.read(chunk, sealContext(id, chunk.index));
          const from = Math.max(0, start - chunk.plainOffset);
          const to = Math.min(chunk.size, end + 1 - chunk.plainOffset);
          yield plain.subarray(from, to);
        }
      }
      return { recording: details(row), totalBytes: row.byteCount, start, end, chunks: chunks() };
    },

    async remove(userId, id) {
      await ownRecording(userId, id);
      await fileOf(id).remove();
      await deleteRecording(db, id);
    },

    async keep(userId, id, keep) {
      const row = await ownRecording(userId, id);
      return details(await setRecordingKept(db, row.id, keep ? clock() : null));
    },

    async purgeExpired() {
      const cutoff = new Date(clock().getTime() - retentionDays * DAY_MS);
      const expired = await findRecordingIdsCreatedBefore(db, cutoff);
      for (const id of expired) {
        // The file goes first: a crash in between leaves a row the next sweep finishes.
        await fileOf(id).remove();
        await deleteRecording(db, id);
      }
      if (expired.length > 0)
        log.info({ count: expired.length }, 'recordings past retention deleted');
      return expired.length;
    },
  };
}
