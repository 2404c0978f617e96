import { ApiError } from '../../../lib/api-client';

/** The server refuses this for good: retrying the same request cannot help. */
export class UploadRefused extends Error {}

/** An answer whose chain differs from the device's: the server holds other bytes. */
export class ChainMismatch extends UploadRefused {}

export const isRetryable = (error: unknown) =>
  !(error instanceof UploadRefused) &&
  // A network failure (fetch throws TypeError), a 5xx, a 429, or a chunk the server must get again.
  (!(error instanceof ApiError) ||
    error.status >= 500 ||
    error.status === 429 ||
    error.code === 'chunk_hash_mismatch' ||
    error.code === 'chunk_out_of_order');

/** What the server said, or the error's own words. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** A request given up because no answer came in time (AbortSignal.timeout). */
export const isStalled = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'TimeoutError';
