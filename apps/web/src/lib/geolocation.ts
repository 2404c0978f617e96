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

/** One position fix, as a promise; failures are GeolocationError with the spec's reason. */
export function getCurrentPosition(options: PositionOptions): Promise<PositionFix> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new GeolocationError('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords, timestamp }) =>
        resolve({
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: coords.accuracy,
          timestamp,
        }),
      (error) => reject(new GeolocationError(toFailure(error))),
      options,
    );
  });
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
