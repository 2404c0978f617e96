import {
  ALERT_EXPIRY_MS,
  CAMERA_TYPES,
  isAlertFootage,
  RECORDING_LAYERS,
  type RecordingDetails,
  type RecordingLayer,
  type RecordingReceipt,
  type RecordingUploadStatus,
} from '@redzone/contract';
import type { RecordingRow } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export function toUploadStatus(row: RecordingRow): RecordingUploadStatus {
  return {
    recordingId: row.id,
    status: row.status,
    chunkCount: row.chunkCount,
    byteCount: row.byteCount,
    chainHash: row.chainHash,
  };
}

export function toReceipt(
  row: RecordingRow,
  thirdPartyTime: RecordingReceipt['thirdPartyTime'],
  /** Its entry in the evidence log, when it has one. */
  log: RecordingReceipt['log'] = null,
): RecordingReceipt | null {
  if (row.finishedAt === null) return null;
  return {
    recordingId: row.id,
    byteCount: row.byteCount,
    chunkCount: row.chunkCount,
    chainHash: row.chainHash,
    hashAlgorithm: 'sha256-chain',
    firstChunkAt: row.firstChunkAt?.toISOString() ?? null,
    lastChunkAt: row.lastChunkAt?.toISOString() ?? null,
    finishedAt: row.finishedAt.toISOString(),
    thirdPartyTime,
    log,
  };
}

/** Before the recorder posts its metadata, the camera is unknown: say front (one camera). */
function cameraTypeOf(row: RecordingRow): RecordingDetails['cameraType'] {
  return CAMERA_TYPES.find((type) => type === row.cameraType) ?? 'front';
}

/** An alert's times, as the rule of which takes are its footage reads them. */
export interface AlertTimes {
  createdAtMs: number;
  endedAtMs: number | null;
}

/**
 * A take begun around one of its sender's alerts, though it never learnt the alert's id (its
 * phone had no more of it to describe): the purge query's `beganAroundAnAlert`.
 */
function beganAroundAnAlert(row: RecordingRow, alerts: AlertTimes[]): boolean {
  const started = row.createdAt.getTime();
  return alerts.some(
    (alert) => started <= alert.createdAtMs + ALERT_EXPIRY_MS && isAlertFootage(started, alert),
  );
}

/** Why the retention leaves it alone (the purge query's rule, recordings.queries.ts). */
function keptBecause(row: RecordingRow, alerts: AlertTimes[]): RecordingDetails['keptBecause'] {
  if (row.keptAt !== null) return row.keptReason ?? 'person';
  if (row.alertId !== null || beganAroundAnAlert(row, alerts)) return 'alert';
  return null;
}

/**
 * One layer of a recording. Its length is the recording's once the recorder said it;
 * what is secured is what its chunks said of their times, or all of it once sealed.
 */
function toLayer(recording: RecordingRow, row: RecordingRow): RecordingLayer {
  const complete = row.status === 'finished';
  const durationSeconds = recording.durationSeconds;
  return {
    name: row.layer,
    layerId: row.id,
    mimeType: row.mimeType,
    byteCount: row.byteCount,
    chunkCount: row.chunkCount,
    durationSeconds,
    securedUntilSeconds:
      complete && durationSeconds !== null
        ? Math.max(durationSeconds, row.securedUntilSeconds ?? 0)
        : (row.securedUntilSeconds ?? 0),
    complete,
    chainHash: row.chainHash,
    url: `/api/recordings/${recording.id}/layers/${row.layer}/video`,
  };
}

/** `layers`: the recording's own rows for its other layers (findLayersOf). */
export function toRecordingDetails(
  row: RecordingRow,
  retentionDays: number,
  layers: RecordingRow[],
  thirdPartyTime: RecordingReceipt['thirdPartyTime'],
  /** The owner's alerts: a take begun around one is kept as its footage. */
  alerts: AlertTimes[] = [],
  log: RecordingReceipt['log'] = null,
): RecordingDetails {
  const kept = keptBecause(row, alerts);
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    duration: row.durationSeconds ?? 0,
    cameraType: cameraTypeOf(row),
    location: row.location,
    alertId: row.alertId,
    title: row.title,
    description: row.description,
    mimeType: row.mimeType,
    latitude: row.latitude,
    longitude: row.longitude,
    upload: toUploadStatus(row),
    receipt: toReceipt(row, thirdPartyTime, log),
    expiresAt:
      kept === null
        ? new Date(row.createdAt.getTime() + retentionDays * DAY_MS).toISOString()
        : null,
    keptBecause: kept,
    deleteAt: row.deleteAt?.toISOString() ?? null,
    // In upload order, sound first: the first layers are what survives a taken phone.
    layers: [...layers.filter((layer) => layer.layer !== 'full'), row]
      .sort((a, b) => RECORDING_LAYERS.indexOf(a.layer) - RECORDING_LAYERS.indexOf(b.layer))
      .map((layer) => toLayer(row, layer)),
  };
}
