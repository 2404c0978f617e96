import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  chainGenesis,
  type ChunkReceipt,
  type CreateEnhancedRecordingBody,
  type FinishRecordingBody,
  type RecordingDetails,
  type RecordingLayerName,
  type RecordingReceipt,
  type RecordingUploadStatus,
  type ScheduledDeletion,
  type StartRecordingLayerBody,
  type StartRecordingUploadBody,
} from '@redzone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/database-error';
import type { RecordingRow } from '../../db/schema';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import { EncryptedChunkFile } from '../../platform/evidence/encrypted-chunk-file';
import type { EvidenceSigner } from '../../platform/evidence/evidence-signer';
import { sha256HexNow } from '../../platform/evidence/sha256';
import { ensureIdentity } from '../../platform/identity/identity.queries';
import { toReceipt, toRecordingDetails, toUploadStatus } from './recording-presenter';
import {
  checkDeletionCode,
  codeRequired,
  type DeletionCodeKeys,
  deletionCodeExpiry,
  type DeletionNotices,
  needsDeletionCode,
  newDeletionCode,
  noVerifiedPhone,
} from './recording-deletion';
import { appendChunk, sealContext } from './append-chunk';
import type { ChainTimestamper } from './chain-timestamps';
import { recordingDamaged, recordingEmpty, recordingNotFound } from './recording-errors';
import type { RecordingsMetrics } from './recordings.metrics';
import {
  alertExists,
  findChunksCovering,
  findLayer,
  findLayersOf,
  findOwnRecording,
  findOwnRecordings,
  findRecordingById,
  findRecordingIdsCreatedBefore,
  findRecordingIdsDueForDeletion,
  countDeletionCodeTry,
  scheduleDeletion,
  setDeletionCode,
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
  /** Throws 409 recording_damaged when a chunk of the range cannot be read as it was received. */
  check(): Promise<void>;
  chunks: AsyncIterable<Buffer>;
}

export interface RecordingsService {
  start(userId: string, body: StartRecordingUploadBody): Promise<RecordingUploadStatus>;
  /** Whether this id names one of the caller's recordings already (a retried start). */
  isOwnRecording(userId: string, id: string | undefined): Promise<boolean>;
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
  /**
   * Issue 29: schedules the deletion RECORDING_DELETE_DELAY_DAYS away and tells the trusted
   * contacts; an alert's or a complaint's recording also needs the texted code (the first call
   * without it sends one and is refused with deletion_code_required).
   */
  remove(userId: string, id: string, code: string | undefined): Promise<ScheduledDeletion>;
  /** Undoes a scheduled deletion. */
  undoRemove(userId: string, id: string): Promise<RecordingDetails>;
  /** Keeps a recording past the retention, or lets it go again (issue 31). */
  keep(userId: string, id: string, keep: boolean): Promise<RecordingDetails>;
  /** Deletes recordings older than the retention, files first. Returns how many. */
  purgeExpired(): Promise<number>;
  /**
   * Issue 23: the layers of a recording. `full` is the recording itself; `evidence` is opened
   * with the recorder's own id for it (its chain starts there) and is reached through the
   * recording from then on.
   */
  startLayer(
    userId: string,
    id: string,
    layer: RecordingLayerName,
    body: StartRecordingLayerBody,
  ): Promise<RecordingUploadStatus>;
  layerStatus(
    userId: string,
    id: string,
    layer: RecordingLayerName,
  ): Promise<RecordingUploadStatus>;
  appendLayerChunk(
    userId: string,
    id: string,
    layer: RecordingLayerName,
    chunk: { index: number; sha256: string; bytes: Buffer; endsAtSeconds?: number | undefined },
  ): Promise<ChunkReceipt>;
  finishLayer(
    userId: string,
    id: string,
    layer: RecordingLayerName,
    body: FinishRecordingBody,
  ): Promise<RecordingReceipt>;
  layerFootage(
    userId: string,
    id: string,
    layer: RecordingLayerName,
    range: (size: number) => { start: number; end: number },
  ): Promise<Footage>;
}

function layerNotStarted(layer: RecordingLayerName): AppError {
  return new AppError(
    HTTP_STATUS.conflict,
    'layer_not_started',
    `This recording has no ${layer} layer yet. Open it (POST /api/recordings/{id}/layers/${layer}) before sending its chunks.`,
  );
}

export function createRecordingsService(deps: {
  db: Database;
  recordingsDir: string;
  key: Buffer;
  /** Issue 28: signs the acknowledgement of every chunk. */
  signer: EvidenceSigner;
  /** Issue 28: has time-stamping authorities countersign chain heads (TSA_URL). */
  timestamper: ChainTimestamper;
  retentionDays: number;
  clock: () => Date;
  log: FastifyBaseLogger;
  metrics: RecordingsMetrics;
  /** Issue 29: how deletions asked for from a phone are delayed, told and confirmed. */
  deletion: { delayDays: number; notices: DeletionNotices; keys: DeletionCodeKeys };
}): RecordingsService {
  const { db, recordingsDir, key, signer, timestamper, retentionDays, clock, log, metrics } = deps;
  const { deletion } = deps;
  const fileOf = (id: string) => new EncryptedChunkFile(join(recordingsDir, `${id}.rzv`), key);
  /** Recordings as their owner sees them, each with its layers (one query for all of them). */
  async function detailsOf(rows: RecordingRow[]): Promise<RecordingDetails[]> {
    const layers = await findLayersOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      toRecordingDetails(
        row,
        retentionDays,
        layers.filter((layer) => layer.parentId === row.id),
        timestamper.thirdPartyTime,
      ),
    );
  }
  const details = async (row: RecordingRow) => {
    const [one] = await detailsOf([row]);
    if (one === undefined) throw new Error(`recording ${row.id} has no details`);
    return one;
  };

  /** A recording of the caller's; its layers are reached through it, never on their own. */
  async function ownRecording(userId: string, id: string): Promise<RecordingRow> {
    const row = await findOwnRecording(db, userId, id);
    if (row === null || row.parentId !== null) throw recordingNotFound();
    return row;
  }

  /** The row that holds a layer: the recording itself for `full`. */
  async function layerRow(
    userId: string,
    id: string,
    layer: RecordingLayerName,
  ): Promise<RecordingRow> {
    const recording = await ownRecording(userId, id);
    if (layer === 'full') return recording;
    const row = await findLayer(db, recording.id, layer);
    if (row === null) throw layerNotStarted(layer);
    return row;
  }

  async function appendTo(
    userId: string,
    row: RecordingRow,
    chunk: { index: number; sha256: string; bytes: Buffer; endsAtSeconds?: number | undefined },
  ): Promise<ChunkReceipt> {
    // A duration, so the monotonic clock, not the injectable one.
    const started = performance.now();
    const {
      receipt,
      isNew,
      row: stored,
    } = await appendChunk({ db, clock, fileOf, signer }, userId, row.id, chunk);
    const seconds = (performance.now() - started) / 1000;
    metrics.chunkAcknowledged({ bytes: chunk.bytes.length, isNew, seconds, layer: row.layer });
    if (isNew) timestamper.chunkStored(stored);
    return receipt;
  }

  function footageOf(row: RecordingRow, range: (size: number) => { start: number; end: number }) {
    const { id } = row;
    const { start, end } = range(row.byteCount);
    const file = fileOf(id);
    const covering = () =>
      row.byteCount === 0 ? Promise.resolve([]) : findChunksCovering(db, id, start, end);
    /**
     * F-21: every chunk the answer covers is read, opened and hashed before any header goes out,
     * so damaged footage is a 409 that says which chunk, not a 200 that stops mid-file. It costs a
     * second read of the range; downloads are rare and a broken file in a lawyer's hands is worse.
     */
    async function check(): Promise<void> {
      for (const chunk of await covering()) {
        const plain = await file.read(chunk, sealContext(id, chunk.index)).catch(() => null);
        if (plain === null || sha256HexNow(plain) !== chunk.sha256) {
          throw recordingDamaged(chunk.index);
        }
      }
    }
    async function* chunks(): AsyncIterable<Buffer> {
      for (const chunk of await covering()) {
        const plain = await file.read(chunk, sealContext(id, chunk.index));
        const from = Math.max(0, start - chunk.plainOffset);
        const to = Math.min(chunk.size, end + 1 - chunk.plainOffset);
        yield plain.subarray(from, to);
      }
    }
    return { totalBytes: row.byteCount, start, end, check, chunks: chunks() };
  }

  /** Seals an upload (a recording or one of its layers) once every chunk is there and agrees. */
  async function finishRow(
    userId: string,
    id: string,
    body: FinishRecordingBody,
  ): Promise<RecordingReceipt> {
    await removeIfEmpty(userId, id, body);
    const { receipt, sealed } = await db.transaction(async (tx) => {
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
      const receipt = toReceipt(finished, timestamper.thirdPartyTime);
      if (receipt === null) throw new Error(`recording ${id} finished without a time`);
      return { receipt, sealed: row.status === 'finished' ? null : finished };
    });
    // After the commit: the stamp's row names the recording's.
    if (sealed !== null) timestamper.finished(sealed);
    return receipt;
  }

  /**
   * An upload finished with nothing in it (a camera that handed over nothing; a page closed before
   * the first chunk) is removed, with 409 recording_empty: a receipt over 0 bytes would say
   * "secured" about footage that never existed. A recording whose evidence layer holds footage is
   * not empty: it is sealed as before.
   */
  async function removeIfEmpty(userId: string, id: string, body: FinishRecordingBody) {
    if (body.chunkCount !== 0) return;
    const row = await findOwnRecording(db, userId, id);
    if (row === null || row.status === 'finished' || row.chunkCount !== 0) return;
    const layers = row.parentId === null ? await findLayersOf(db, [row.id]) : [];
    if (layers.some((layer) => layer.chunkCount > 0)) return;
    await removeWithLayers(row);
    throw recordingEmpty();
  }

  /** Files first: a crash in between leaves rows the next attempt finishes. */
  async function removeWithLayers(row: RecordingRow): Promise<void> {
    for (const layer of await findLayersOf(db, [row.id])) await fileOf(layer.id).remove();
    await fileOf(row.id).remove();
    // The layers' rows go with the recording's (ON DELETE CASCADE).
    await deleteRecording(db, row.id);
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

  /** A retried start (its answer was lost) gets the same upload back; another's id is taken. */
  async function sameStart(userId: string, id: string): Promise<RecordingUploadStatus | null> {
    const existing = await findRecordingById(db, id);
    if (existing === null) return null;
    if (existing.userId === userId) return toUploadStatus(existing);
    throw new AppError(
      HTTP_STATUS.conflict,
      'chunk_conflict',
      'This recording id is taken. Start the upload with a new id.',
    );
  }

  return {
    async start(userId, body) {
      const { id } = body;
      if (id !== undefined) {
        const existing = await sameStart(userId, id);
        if (existing !== null) return existing;
      }
      await checkAlert(body.alertId);
      try {
        return toUploadStatus(await newRecording(userId, body));
      } catch (error) {
        // Two starts of one recording raced (the device retried while the first was on its
        // way): the loser answers as a retry would, instead of a 500.
        const existing =
          id !== undefined && isUniqueViolation(error) ? await sameStart(userId, id) : null;
        if (existing === null) throw error;
        return existing;
      }
    },

    async isOwnRecording(userId, id) {
      if (id === undefined) return false;
      return (await findRecordingById(db, id))?.userId === userId;
    },

    async status(userId, id) {
      return toUploadStatus(await ownRecording(userId, id));
    },

    async appendChunk(userId, id, chunk) {
      return appendTo(userId, await ownRecording(userId, id), chunk);
    },

    async finish(userId, id, body) {
      await ownRecording(userId, id);
      return finishRow(userId, id, body);
    },

    async startLayer(userId, id, layer, { layerId, mimeType }) {
      const recording = await ownRecording(userId, id);
      if (layer === 'full') return toUploadStatus(recording);
      const existing = await findLayer(db, recording.id, layer);
      // A retried start (its answer was lost) gets the same layer back.
      if (existing?.id === layerId) return toUploadStatus(existing);
      if (existing !== null || (await findRecordingById(db, layerId)) !== null) {
        throw new AppError(
          HTTP_STATUS.conflict,
          'chunk_conflict',
          `This recording's ${layer} layer is already open under another id, or that id is taken.`,
        );
      }
      try {
        const row = await insertRecording(db, {
          id: layerId,
          userId,
          alertId: recording.alertId,
          mimeType,
          layer,
          parentId: recording.id,
          chainHash: await chainGenesis(layerId),
          createdAt: clock(),
        });
        return toUploadStatus(row);
      } catch (error) {
        // Two starts of this layer raced: the loser answers as a retry would.
        const winner = isUniqueViolation(error) ? await findLayer(db, recording.id, layer) : null;
        if (winner?.id !== layerId) throw error;
        return toUploadStatus(winner);
      }
    },

    async layerStatus(userId, id, layer) {
      return toUploadStatus(await layerRow(userId, id, layer));
    },

    async appendLayerChunk(userId, id, layer, chunk) {
      return appendTo(userId, await layerRow(userId, id, layer), chunk);
    },

    async finishLayer(userId, id, layer, body) {
      const row = await layerRow(userId, id, layer);
      return finishRow(userId, row.id, body);
    },

    async layerFootage(userId, id, layer, range) {
      const recording = await ownRecording(userId, id);
      const row = layer === 'full' ? recording : await layerRow(userId, id, layer);
      const shown = await details(recording);
      return { recording: { ...shown, mimeType: row.mimeType }, ...footageOf(row, range) };
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
      return detailsOf(await findOwnRecordings(db, userId));
    },

    async get(userId, id) {
      return details(await ownRecording(userId, id));
    },

    async footage(userId, id, range) {
      const row = await ownRecording(userId, id);
      return { recording: await details(row), ...footageOf(row, range) };
    },

    async remove(userId, id, code) {
      const row = await ownRecording(userId, id);
      if (row.deleteAt !== null)
        return { recordingId: row.id, deleteAt: row.deleteAt.toISOString() };
      if (needsDeletionCode(row)) {
        if (code === undefined) {
          const fresh = newDeletionCode();
          // Texted first: with no verified number nothing is written, and the refusal says why.
          if (!(await deletion.notices.sendCode(userId, fresh))) throw noVerifiedPhone();
          await setDeletionCode(
            db,
            row.id,
            deletion.keys.hash(row.id, fresh),
            deletionCodeExpiry(clock()),
          );
          throw codeRequired();
        }
        const attempts = await countDeletionCodeTry(db, row.id);
        const refusal = checkDeletionCode(row, code, deletion.keys, clock(), attempts);
        if (refusal !== null) throw refusal;
      }
      const deleteAt = new Date(clock().getTime() + deletion.delayDays * DAY_MS);
      await scheduleDeletion(db, row.id, deleteAt);
      log.info({ recordingId: row.id }, 'recording deletion scheduled');
      void deletion.notices.deletionRequested(userId, deleteAt);
      return { recordingId: row.id, deleteAt: deleteAt.toISOString() };
    },

    async undoRemove(userId, id) {
      const row = await ownRecording(userId, id);
      return details(row.deleteAt === null ? row : await scheduleDeletion(db, row.id, null));
    },

    async keep(userId, id, keep) {
      const row = await ownRecording(userId, id);
      return details(await setRecordingKept(db, row.id, keep ? clock() : null));
    },

    async purgeExpired() {
      const cutoff = new Date(clock().getTime() - retentionDays * DAY_MS);
      // Past the retention, or a deletion its owner asked for that is now due (issue 29).
      const expired = [
        ...new Set([
          ...(await findRecordingIdsCreatedBefore(db, cutoff)),
          ...(await findRecordingIdsDueForDeletion(db, clock())),
        ]),
      ];
      for (const id of expired) {
        const row = await findRecordingById(db, id);
        if (row !== null) await removeWithLayers(row);
      }
      if (expired.length > 0)
        log.info({ count: expired.length }, 'recordings past retention deleted');
      return expired.length;
    },
  };
}
