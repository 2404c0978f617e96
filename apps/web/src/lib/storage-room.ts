import {
  EVIDENCE_AUDIO_BITS_PER_SECOND,
  EVIDENCE_VIDEO_BITS_PER_SECOND,
  SOUND_AUDIO_BITS_PER_SECOND,
} from '@redzone/contract';

/**
 * What the browser lets this phone keep of footage that has not reached the server yet: room
 * left, and whether the browser may clear it when the phone runs low (persistent storage).
 */

/**
 * The full layer is recorded at the browser's own rate, about 2.5 Mbit/s for a phone's 720p
 * camera in Chromium and Safari; with the evidence and sound layers beside it, that is what a
 * minute of one camera costs on the device. An estimate for "room for about N minutes", not a
 * promise: a still scene records smaller, a dark and noisy one larger.
 */
const FULL_LAYER_BITS_PER_SECOND_ESTIMATE = 2_500_000;
export const FOOTAGE_BYTES_PER_MINUTE =
  ((FULL_LAYER_BITS_PER_SECOND_ESTIMATE +
    EVIDENCE_VIDEO_BITS_PER_SECOND +
    EVIDENCE_AUDIO_BITS_PER_SECOND +
    SOUND_AUDIO_BITS_PER_SECOND) *
    60) /
  8;

/** Below this, Home and the readiness check say the phone may not keep a stop offline. */
export const LOW_ROOM_MINUTES = 10;

export interface StorageRoom {
  /** Minutes of footage the phone can hold offline, rounded down; null when the browser cannot say. */
  minutes: number | null;
  /** True: the browser keeps this app's data when the phone runs low on space. */
  persisted: boolean | null;
}

/** The browser refused to store more: its quota for this app is used up. */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const name = (error as { name?: unknown }).name;
  // Older WebKit reported the quota as code 22 under another name.
  return name === 'QuotaExceededError' || (error as { code?: unknown }).code === 22;
}

let persistAsked: Promise<boolean | null> | null = null;

/**
 * Asks the browser to keep this app's data when space runs low, once per page: at the first
 * recording and at install. Chromium grants it silently to installed apps and to sites people
 * engage with; Firefox may ask; Safari grants it to apps added to the Home Screen. Never throws.
 */
export function requestPersistentStorage(): Promise<boolean | null> {
  persistAsked ??= (async () => {
    try {
      const storage = navigator.storage as StorageManager | undefined;
      if (storage?.persist === undefined) return null;
      if (await storage.persisted()) return true;
      return await storage.persist();
    } catch {
      return null;
    }
  })();
  return persistAsked;
}

/** Room left and whether it is kept, read without asking anything. */
export async function readStorageRoom(): Promise<StorageRoom> {
  const storage = navigator.storage as StorageManager | undefined;
  const [estimate, persisted] = await Promise.all([
    storage?.estimate?.().catch(() => null) ?? Promise.resolve(null),
    storage?.persisted?.().catch(() => null) ?? Promise.resolve(null),
  ]);
  const free =
    estimate?.quota === undefined || estimate === null
      ? null
      : Math.max(0, estimate.quota - (estimate.usage ?? 0));
  return {
    minutes: free === null ? null : Math.floor(free / FOOTAGE_BYTES_PER_MINUTE),
    persisted,
  };
}
