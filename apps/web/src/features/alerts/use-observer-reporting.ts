import { LOCATION_MAX_AGE_MS, LOCATION_REFRESH_MS, LOCATION_TIMEOUT_MS } from '@redzone/contract';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import { getCurrentPosition } from '../../lib/geolocation';
import { setLastPosition } from '../../lib/position-store';

/** Location permission as the browser reports it, following changes (granted on /alerts, say). */
function useLocationPermission(): PermissionState | 'unknown' {
  const [state, setState] = useState<PermissionState | 'unknown'>('unknown');
  useEffect(() => {
    let status: PermissionStatus | null = null;
    const update = () => status && setState(status.state);
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((s) => {
        status = s;
        update();
        s.addEventListener('change', update);
      })
      .catch(() => setState('unknown'));
    return () => status?.removeEventListener('change', update);
  }, []);
  return state;
}

/**
 * With Location Sharing on and location already granted, reports the position every 30 s
 * (P1 §9) so the server can tell this observer about alerts around them. Never prompts: the
 * Alerts and Map tabs ask first. Turning sharing off removes the position from the server.
 * Waits for the session: on a first visit a report sent before its cookie exists is refused,
 * and the observer would be unknown to the server until the next one, 30 s later.
 */
export function useObserverReporting(sharingEnabled: boolean, hasSession: boolean): void {
  const permission = useLocationPermission();
  const active = sharingEnabled && permission === 'granted';

  useEffect(() => {
    if (!hasSession) return;
    if (!active) {
      if (!sharingEnabled)
        void apiRequest('/api/observer/location', { method: 'DELETE' }).catch(() => undefined);
      return;
    }
    let cancelled = false;
    const report = async () => {
      try {
        const fix = await getCurrentPosition({
          enableHighAccuracy: true,
          timeout: LOCATION_TIMEOUT_MS,
          maximumAge: LOCATION_MAX_AGE_MS,
        });
        if (cancelled) return;
        setLastPosition(fix);
        await apiRequest('/api/observer/location', {
          method: 'PUT',
          body: { latitude: fix.latitude, longitude: fix.longitude },
        });
      } catch {
        // No fix or no network this time; the next report tries again.
      }
    };
    void report();
    const timer = setInterval(() => void report(), LOCATION_REFRESH_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [active, sharingEnabled, hasSession]);
}
