import {
  MAP_FALLBACK_LOCATION,
  WATCH_MAX_AGE_MS,
  WATCH_TIMEOUT_MS,
  type Point,
} from '@redzone/contract';
import { useEffect, useState } from 'react';
import { type GeolocationFailure, type PositionFix, watchPosition } from '../../lib/geolocation';
import { getLastPosition, setLastPosition } from '../../lib/position-store';

export interface MapPosition {
  /** Where distances are measured from; null while the first fix is awaited. */
  point: Point | null;
  /** Meters, for a real fix. */
  accuracy: number | null;
  /** True when `point` is the Los Angeles fallback (P1 §8), not the person's position. */
  isApproximate: boolean;
  /** The last failure (P1 §8 messages); a later fix clears it. */
  failure: GeolocationFailure | null;
}

const isFresh = (fix: PositionFix | null): fix is PositionFix =>
  fix !== null && Date.now() - fix.timestamp <= WATCH_MAX_AGE_MS;

/**
 * The map follows the position (P1 §9 watch mode: 15 s timeout, 60 s max age). It starts from a
 * recent fix another screen got, and falls back to Los Angeles, labelled approximate, while
 * geolocation fails; the watch goes on, so a later fix replaces the fallback.
 */
export function useMapPosition(): MapPosition {
  const [fix, setFix] = useState<PositionFix | null>(() => {
    const last = getLastPosition();
    return isFresh(last) ? last : null;
  });
  const [failure, setFailure] = useState<GeolocationFailure | null>(null);

  useEffect(
    () =>
      watchPosition(
        { enableHighAccuracy: true, timeout: WATCH_TIMEOUT_MS, maximumAge: WATCH_MAX_AGE_MS },
        (next) => {
          setFix(next);
          setFailure(null);
          setLastPosition(next);
        },
        setFailure,
      ),
    [],
  );

  if (fix !== null) return { point: fix, accuracy: fix.accuracy, isApproximate: false, failure };
  if (failure !== null) {
    return { point: MAP_FALLBACK_LOCATION, accuracy: null, isApproximate: true, failure };
  }
  return { point: null, accuracy: null, isApproximate: false, failure: null };
}
