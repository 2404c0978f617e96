import { GAP_LINE_MAX_BYTES, GAP_LINES_MAX, type GapRecord, parseGapLine } from '@redzone/contract';
import { StoreUnavailable } from '../../platform/footage-store/footage-store';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';

/** Someone else's recording is "not found", never "forbidden": its existence is not shown. */
export function recordingNotFound(): AppError {
  return new AppError(
    HTTP_STATUS.notFound,
    'recording_not_found',
    'This recording does not exist or is not yours.',
  );
}

/** A chunk's body: raw bytes, at least one; anything else is refused with 415. */
export function chunkBytesOf(body: unknown): Buffer {
  if (Buffer.isBuffer(body) && body.length > 0) return body;
  throw new AppError(
    HTTP_STATUS.unsupportedMediaType,
    'unsupported_media_type',
    'Send the chunk as application/octet-stream bytes, at least one byte long.',
  );
}

/**
 * An upload finished with no chunk (a camera that handed over nothing): it is removed instead of
 * sealed, so no receipt ever says "secured" over 0 bytes (known defect 2).
 */
export function recordingEmpty(): AppError {
  return new AppError(
    HTTP_STATUS.conflict,
    'recording_empty',
    'Nothing was recorded in this upload, so there is nothing to seal: it was removed.',
  );
}

/** A stored chunk no longer opens or hashes as it was received. */
export function recordingDamaged(index: number): AppError {
  return new AppError(
    HTTP_STATUS.conflict,
    'recording_damaged',
    `Part of this recording (chunk ${index}) cannot be read as it was received: the stored copy is damaged. Use a copy saved on the phone or downloaded earlier, and tell the operator.`,
  );
}

/** Seconds a phone is asked to wait before sending a chunk the store could not take. */
const STORE_RETRY_AFTER_SECONDS = 5;

/** The footage store did not answer in time: nothing was acknowledged, the phone keeps it. */
export function storeUnavailable(cause?: unknown): AppError {
  return new AppError(
    HTTP_STATUS.serviceUnavailable,
    'store_unavailable',
    'The server cannot reach its footage storage right now. Your footage stays on this phone and is sent again when it answers; alerts still work.',
    { retryAfterSeconds: STORE_RETRY_AFTER_SECONDS, cause },
  );
}

/** Runs `work` against the footage store, a store that did not answer being a 503 to the caller. */
export async function fromStore<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof StoreUnavailable ? storeUnavailable(error) : error;
  }
}

/**
 * A gaps layer holds gap lines and nothing else: the server signs each as a record of the take,
 * so it must read as one, in the one spelling the verifier accepts (take-gaps.ts), and a take
 * holds at most GAP_LINES_MAX of them.
 */
export function checkGapChunk(bytes: Buffer, index: number): GapRecord {
  const gap = bytes.length <= GAP_LINE_MAX_BYTES ? parseGapLine(bytes) : null;
  if (gap !== null && index < GAP_LINES_MAX) return gap;
  throw new AppError(
    HTTP_STATUS.badRequest,
    'gap_invalid',
    index >= GAP_LINES_MAX
      ? `A take holds at most ${GAP_LINES_MAX} gaps.`
      : `A chunk of the gaps layer is one gap record: a JSON line with version, cause, track, fromSeconds, toSeconds, from and to, in that order, at most ${GAP_LINE_MAX_BYTES} bytes, its times as toISOString writes them.`,
  );
}

/**
 * A gap told once the take is sealed is not one seen as it happened: the recorder closes its gaps
 * before its cameras stop, so a line after the seal is an afterthought, refused like footage.
 */
export function gapAfterSeal(): AppError {
  return new AppError(
    HTTP_STATUS.conflict,
    'recording_finished',
    'This take is sealed; no gap can be added to it.',
  );
}
