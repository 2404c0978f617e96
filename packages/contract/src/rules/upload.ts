import { UPLOAD_CHUNK_BYTES } from '../constants';

/** P2 §9: total chunks = file size / chunk size, rounded up. */
export function uploadChunkCount(fileSize: number, chunkSize = UPLOAD_CHUNK_BYTES): number {
  return Math.ceil(fileSize / chunkSize);
}

/**
 * P2 §5: characters other than letters, digits and dots become underscores, prefixed with
 * "stream" and a timestamp.
 */
export function sanitizeUploadFilename(filename: string, timestamp: number = Date.now()): string {
  return `stream_${timestamp}_${filename.replace(/[^a-zA-Z0-9.]/g, '_')}`;
}

/** P2 §9: progress with one decimal; speed in MB/s with one decimal. */
export function formatPercent(done: number, total: number): string {
  return total <= 0 ? '0.0' : ((done / total) * 100).toFixed(1);
}
export function formatMegabytesPerSecond(bytes: number, elapsedMs: number): string {
  return elapsedMs <= 0 ? '0.0' : (bytes / (1024 * 1024) / (elapsedMs / 1000)).toFixed(1);
}
