import { LOCATION_MAX_AGE_MS, LOCATION_TIMEOUT_MS } from '@redzone/contract';
import { useCallback, useEffect, useState } from 'react';
import {
  type GeolocationFailure,
  GeolocationError,
  getCurrentPosition,
  isLocationGranted,
} from './geolocation';
import { setLastPosition, useLastPosition } from './position-store';
import type { PositionFix } from './geolocation';

export interface CurrentPosition {
  /** The last known fix (this one or an earlier one, from any screen); null when none yet. */
  position: PositionFix | null;
  /** Why the last attempt failed (P1 §8 location messages); null after a fix. */
  failure: GeolocationFailure | null;
  isLocating: boolean;
  retry: () => void;
}

/**
 * One position fix for a list screen (P1 §9: 10 s timeout, 5 min max age). With `ask` the browser
 * may prompt (the Alerts tab asks when it needs location, P1 §2); without it, only a position
 * already granted is read, so screens like Home never open a prompt of their own.
 */
export function useCurrentPosition({ ask }: { ask: boolean }): CurrentPosition {
  const position = useLastPosition();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ attempt: number; failure: GeolocationFailure | null }>({
    attempt: -1,
    failure: null,
  });

  useEffect(() => {
    let cancelled = false;
    const locate = async () => {
      if (!ask && !(await isLocationGranted())) {
        if (!cancelled) setSettled({ attempt, failure: null });
        return;
      }
      try {
        const fix = await getCurrentPosition({
          enableHighAccuracy: true,
          timeout: LOCATION_TIMEOUT_MS,
          maximumAge: LOCATION_MAX_AGE_MS,
        });
        if (cancelled) return;
        setLastPosition(fix);
        setSettled({ attempt, failure: null });
      } catch (error) {
        if (cancelled) return;
        setSettled({
          attempt,
          failure: error instanceof GeolocationError ? error.reason : 'unavailable',
        });
      }
    };
    void locate();
    return () => {
      cancelled = true;
    };
  }, [ask, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    position,
    failure: settled.attempt === attempt ? settled.failure : null,
    isLocating: settled.attempt !== attempt,
    retry,
  };
}
