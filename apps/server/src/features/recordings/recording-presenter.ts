import {
  CAMERA_TYPES,
  type RecordingDetails,
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

export function toReceipt(row: RecordingRow): RecordingReceipt | null {
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
  };
}

/** Before the recorder posts its metadata, the camera is unknown: say front (one camera). */
function cameraTypeOf(row: RecordingRow): RecordingDetails['cameraType'] {
  return CAMERA_TYPES.find((type) => type === row.cameraType) ?? 'front';
}

/** Why the retention leaves it alone (the purge query's rule, recordings.queries.ts). */
function keptBecause(row: RecordingRow): RecordingDetails['keptBecause'] {
  if (row.keptAt !== null) return row.keptReason ?? 'person';
  return row.alertId === null ? null : 'alert';
}

export function toRecordingDetails(row: RecordingRow, retentionDays: number): RecordingDetails {
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
    receipt: toReceipt(row),
    expiresAt:
      keptBecause(row) === null
        ? new Date(row.createdAt.getTime() + retentionDays * DAY_MS).toISOString()
        : null,
    keptBecause: keptBecause(row),
  };
}
