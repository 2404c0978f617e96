import { LAZY_IMPORT_ATTEMPTS, LAZY_IMPORT_RETRY_MS } from '@redzone/contract';

/**
 * Runs `load` (a dynamic import) again when it fails: on one bar of signal a chunk request can
 * drop, and a part needed in an emergency must not be lost to one dropped request.
 */
export async function importWithRetry<T>(
  load: () => Promise<T>,
  { attempts = LAZY_IMPORT_ATTEMPTS, retryMs = LAZY_IMPORT_RETRY_MS } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  }
}
