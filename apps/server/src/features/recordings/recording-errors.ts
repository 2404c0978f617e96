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
 * sealed, so no receipt ever says "secured" over 0 bytes (issue 26, known defect 2).
 */
export function recordingEmpty(): AppError {
  return new AppError(
    HTTP_STATUS.conflict,
    'recording_empty',
    'Nothing was recorded in this upload, so there is nothing to seal: it was removed.',
  );
}

/** F-21: a stored chunk no longer opens or hashes as it was received. */
export function recordingDamaged(index: number): AppError {
  return new AppError(
    HTTP_STATUS.conflict,
    'recording_damaged',
    `Part of this recording (chunk ${index}) cannot be read as it was received: the stored copy is damaged. Use a copy saved on the phone or downloaded earlier, and tell the operator.`,
  );
}
