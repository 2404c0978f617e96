import type { Point } from '@redzone/contract';

export type GeolocationFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

/** The i18n keys of spec P1 §8's location messages. */
export const GEOLOCATION_FAILURE_KEYS: Record<GeolocationFailure, string> = {
  denied: 'location.denied',
  unavailable: 'location.unavailable',
  timeout: 'location.timeout',
  unsupported: 'location.unsupported',
};

export class GeolocationError extends Error {
  constructor(readonly reason: GeolocationFailure) {
    super(reason);
    this.name = 'GeolocationError';
  }
}

function toFailure(error: GeolocationPositionError): GeolocationFailure {
  if (error.code === error.PERMISSION_DENIED) return 'denied';
  if (error.code === error.TIMEOUT) return 'timeout';
  return 'unavailable';
}

export interface PositionFix extends Point {
  accuracy: number;
  timestamp: number;
}

function toFix({ coords, timestamp }: GeolocationPosition): PositionFix {
  return {
    latitude: coords.latitude,
    longitude: coords.longitude,
    accuracy: coords.accuracy,
    timestamp,
  };
}

/**
 * Added to the fix's own timeout before giving up on it ourselves: the Geolocation API starts
 * its timeout only once permission is granted, so a prompt nobody answers (a phone in a pocket,
 * a person in a stop) would leave the request waiting for ever (found in WebKit).
 */
const PERMISSION_GRACE_MS = 3_000;

/** One position fix, as a promise; failures are GeolocationError with the spec's reason. */
export function getCurrentPosition(options: PositionOptions): Promise<PositionFix> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new GeolocationError('unsupported'));
      return;
    }
    const limit = options.timeout === undefined ? undefined : options.timeout + PERMISSION_GRACE_MS;
    const giveUp =
      limit === undefined
        ? undefined
        : setTimeout(() => reject(new GeolocationError('timeout')), limit);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        clearTimeout(giveUp);
        resolve(toFix(position));
      },
      (error) => {
        clearTimeout(giveUp);
        reject(new GeolocationError(toFailure(error)));
      },
      options,
    );
  });
}

/**
 * Follows the position (navigator.geolocation.watchPosition) until the returned function is
 * called. Every fix and every failure is reported; the browser keeps watching after a timeout.
 */
export function watchPosition(
  options: PositionOptions,
  onFix: (fix: PositionFix) => void,
  onFailure: (reason: GeolocationFailure) => void,
): () => void {
  if (!('geolocation' in navigator)) {
    onFailure('unsupported');
    return () => undefined;
  }
  const id = navigator.geolocation.watchPosition(
    (position) => onFix(toFix(position)),
    (error) => onFailure(toFailure(error)),
    options,
  );
  return () => navigator.geolocation.clearWatch(id);
}

/** Whether location was already granted, without opening a prompt. */
export async function isLocationGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    return status.state === 'granted';
  } catch {
    return false;
  }
}
