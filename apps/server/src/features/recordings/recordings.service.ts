import { performance } from 'node:perf_hooks';
import {
  type ChunkReceipt,
  type CreateEnhancedRecordingBody,
  type FinishRecordingBody,
  type RecordingDetails,
  type RecordingLayerName,
  type RecordingReceipt,
  type RecordingUploadStatus,
  type StartRecordingLayerBody,
  type StartRecordingUploadBody,
} from '@redzone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { RecordingRow } from '../../db/schema';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import { EncryptedTake } from '../../platform/evidence/encrypted-take';
import type { FootageStore } from '../../platform/footage-store/footage-store';
import type { EvidenceSigner } from '../../platform/evidence/evidence-signer';
import type { PinGuard } from '../../platform/identity/pin-guard';
import type { EvidenceLog } from '../evidence-log/evidence-log.service';
import { createFootageReader } from './footage-reader';
import { isDescribed, keepDescription } from './recording-description';
import { createRecordingSealing } from './recording-sealing';
import { createRecordingStarts } from './recording-starts';
import { toRecordingDetails, toUploadStatus } from './recording-presenter';
import {
  createRecordingRemoval,
  type DeletionDecoys,
  type RecordingRemoval,
} from './recording-removal';
import type { DeletionCodeKeys, DeletionNotices } from './recording-deletion';
import { appendChunk } from './append-chunk';
import type { ChainTimestamper } from './chain-timestamps';
import { checkGapChunk, gapAfterSeal, recordingNotFound } from './recording-errors';
import type { RecordingsMetrics } from './recordings.metrics';
import {
  findAlertTimesOf,
  findLayer,
  findChunkPlaces,
  findLayersOf,
  findOwnRecording,
  findOwnRecordings,
  findRecordingById,
  findRecordingIdsCreatedBefore,
  findRecordingIdsDueForDeletion,
  setRecordingKept,
  updateRecording,
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

export interface RecordingsService extends Omit<RecordingRemoval, 'asShownTo'> {
  start(userId: string, body: StartRecordingUploadBody): Promise<RecordingUploadStatus>;
  /** Whether this id names one of the caller's recordings already (a retried start). */
  isOwnRecording(userId: string, id: string | undefined): Promise<boolean>;
  status(userId: string, id: string): Promise<RecordingUploadStatus>;
  /** Stores chunk `index` (the next one, or a repeat of a stored one); answers once it is stored. */
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
  /** Keeps a recording past the retention, or lets it go again. */
  keep(userId: string, id: string, keep: boolean): Promise<RecordingDetails>;
  /** Deletes recordings older than the retention, footage first. Returns how many. */
  purgeExpired(): Promise<number>;
  /**
   * The layers of a recording. `full` is the recording itself; `evidence` is opened
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
  /** Where sealed chunks are kept: DATA_DIR/recordings or a bucket. */
  store: FootageStore;
  key: Buffer;
  /** Signs the acknowledgement of every chunk. */
  signer: EvidenceSigner;
  /** Has time-stamping authorities countersign chain heads (TSA_URL). */
  timestamper: ChainTimestamper;
  /** The public log sealed layers enter (features/evidence-log). */
  evidenceLog: EvidenceLog;
  retentionDays: number;
  clock: () => Date;
  log: FastifyBaseLogger;
  metrics: RecordingsMetrics;
  /** How deletions asked for from a phone are delayed, told, confirmed and guarded. */
  deletion: {
    delayDays: number;
    notices: DeletionNotices;
    keys: DeletionCodeKeys;
    pins: PinGuard;
    decoys: DeletionDecoys;
    /** How many confirmed contacts the owner's phone reads (a pretended circle included). */
    shownContacts: (userId: string) => Promise<number>;
  };
}): RecordingsService {
  const { db, store, key, signer, timestamper, retentionDays, clock, log, metrics } = deps;
  const { deletion } = deps;
  const fileOf = (id: string) => new EncryptedTake(store, id, key);
  /** Recordings as their owner sees them, each with its layers (one query for all of them). */
  async function detailsOf(rows: RecordingRow[]): Promise<RecordingDetails[]> {
    const owners = [...new Set(rows.map((row) => row.userId))];
    const ids = rows.map((row) => row.id);
    const [layers, alertTimes, logged] = await Promise.all([
      findLayersOf(db, ids),
      Promise.all(owners.map(async (owner) => [owner, await findAlertTimesOf(db, owner)] as const)),
      deps.evidenceLog.proofsOf(ids.filter((_, i) => rows[i]?.status === 'finished')),
    ]);
    const alertsOf = new Map(alertTimes);
    return rows.map((row) =>
      toRecordingDetails(
        row,
        retentionDays,
        layers.filter((layer) => layer.parentId === row.id),
        timestamper.thirdPartyTime,
        alertsOf.get(row.userId) ?? [],
        logged.get(row.id) ?? null,
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
  /**
   * A kept take's footage is locked again in a bucket with object lock (each layer's chunks), so
   * it outlives the lock it was written with. The database's word keeps it either way: a bucket
   * that does not answer now is logged, not said to the person as a failure to keep.
   */
  async function renewHolds(row: RecordingRow): Promise<void> {
    for (const layer of [row, ...(await findLayersOf(db, [row.id]))]) {
      try {
        await fileOf(layer.id).renewHold(await findChunkPlaces(db, layer.id));
      } catch (error) {
        log.warn({ err: error, recordingId: layer.id }, 'kept take not locked again in the store');
      }
    }
  }
  const removal = createRecordingRemoval({
    db,
    clock,
    log,
    ...deletion,
    ownRecording,
    details,
  });

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
    } = await appendChunk(
      { db, clock, fileOf, signer, storesInOrder: store.kind === 'file' },
      userId,
      row.id,
      chunk,
    );
    const seconds = (performance.now() - started) / 1000;
    metrics.chunkAcknowledged({ bytes: chunk.bytes.length, isNew, seconds, layer: row.layer });
    if (isNew) timestamper.chunkStored(stored);
    return receipt;
  }

  const footageOf = createFootageReader({ db, fileOf });
  const { finishRow, removeWithLayers } = createRecordingSealing({
    db,
    clock,
    fileOf,
    timestamper,
    evidenceLog: deps.evidenceLog,
  });

  const starts = createRecordingStarts({ db, clock, ownRecording });
  const { checkAlert, newRecording } = starts;

  return {
    start: starts.start,

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

    startLayer: starts.startLayer,

    async layerStatus(userId, id, layer) {
      return toUploadStatus(await layerRow(userId, id, layer));
    },

    async appendLayerChunk(userId, id, layer, chunk) {
      const row = await layerRow(userId, id, layer);
      if (layer !== 'gaps') return appendTo(userId, row, chunk);
      const gap = checkGapChunk(chunk.bytes, chunk.index);
      if ((await ownRecording(userId, id)).status === 'finished') throw gapAfterSeal();
      // A gap is secured up to its own end: what the line says, not a header beside it.
      return appendTo(userId, row, { ...chunk, endsAtSeconds: gap.toSeconds });
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
      if (isDescribed(row)) keepDescription(row, values, alertId);
      return details(
        await updateRecording(db, row.id, { ...values, alertId: alertId ?? row.alertId }),
      );
    },

    async list(userId) {
      return removal.asShownTo(userId, await detailsOf(await findOwnRecordings(db, userId)));
    },

    async get(userId, id) {
      const [shown] = await removal.asShownTo(userId, [
        await details(await ownRecording(userId, id)),
      ]);
      if (shown === undefined) throw recordingNotFound();
      return shown;
    },

    async footage(userId, id, range) {
      const row = await ownRecording(userId, id);
      return { recording: await details(row), ...footageOf(row, range) };
    },

    remove: removal.remove,
    undoRemove: removal.undoRemove,

    async keep(userId, id, keep) {
      const row = await ownRecording(userId, id);
      const kept = await setRecordingKept(db, row.id, keep ? clock() : null);
      if (keep) await renewHolds(row);
      return details(kept);
    },

    async purgeExpired() {
      const cutoff = new Date(clock().getTime() - retentionDays * DAY_MS);
      // Past the retention, or a deletion its owner asked for that is now due.
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
