import { StoreUnavailable } from './footage-store';

/**
 * How long one call to the store may take before the chunk is refused with 503: a phone
 * keeps the chunk and sends it again, which beats a request hanging until its socket gives up.
 */
export const STORE_DEADLINE_MS = 5_000;

/**
 * Runs `call` with an abort signal that fires after `ms`, and rejects with StoreUnavailable at
 * that moment even if the call ignores the signal: the deadline is the caller's, not the SDK's.
 */
export async function withDeadline<T>(
  ms: number,
  what: string,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new StoreUnavailable(`the footage store did not answer ${what} within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([call(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
