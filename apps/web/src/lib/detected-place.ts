import {
  GEOCODE_FALLBACK_LOCATION,
  GEOCODE_FALLBACK_STATE,
  LOCATION_MAX_AGE_MS,
  LOCATION_TIMEOUT_MS,
  type Point,
  ReverseGeocodedAddressSchema,
} from '@redzone/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { getCurrentPosition } from './geolocation';
import { getLastPosition, setLastPosition } from './position-store';

export interface DetectedPlace {
  city: string;
  /** The state's full name, as the geocoder gives it ("California"). */
  state: string;
  /** False when location or geocoding failed and the spec's fallbacks were used. */
  isDetected: boolean;
}

async function currentPoint(fresh: boolean): Promise<Point | null> {
  const last = fresh ? null : getLastPosition();
  if (last) return last;
  try {
    const fix = await getCurrentPosition({
      enableHighAccuracy: false,
      timeout: LOCATION_TIMEOUT_MS,
      maximumAge: LOCATION_MAX_AGE_MS,
    });
    setLastPosition(fix);
    return fix;
  } catch {
    return null;
  }
}

/**
 * The city and state the person is in (P2 §7: reverse geocoding; here the server's offline
 * geocoder). P2 §8: a geolocation failure falls back to San Francisco, a failed state detection
 * to California. `fresh` asks the device again instead of using the last known position.
 */
export async function detectPlace(options: { fresh?: boolean } = {}): Promise<DetectedPlace> {
  const point = await currentPoint(options.fresh ?? false);
  const { latitude, longitude } = point ?? GEOCODE_FALLBACK_LOCATION;
  try {
    const address = await apiRequest(
      `/api/geocode/reverse?latitude=${latitude}&longitude=${longitude}`,
      { schema: ReverseGeocodedAddressSchema },
    );
    return {
      city: address.city,
      state: address.state || GEOCODE_FALLBACK_STATE,
      isDetected: point !== null && address.state !== '',
    };
  } catch {
    return { city: '', state: GEOCODE_FALLBACK_STATE, isDetected: false };
  }
}

export const detectedPlaceKeys = { all: ['detected-place'] as const };

export const detectedPlaceQueryOptions = () =>
  queryOptions({ queryKey: detectedPlaceKeys.all, queryFn: () => detectPlace() });

/** Detected once per visit; a later detection (after moving) is the person's to ask for. */
export function useDetectedPlace() {
  return useQuery(detectedPlaceQueryOptions());
}
