import { ALERT_FALLBACK_LOCATION } from '@redzone/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { LoadBoundary } from '../components/load-boundary';
import { type Emergency, getEmergency, useEmergency } from '../features/alerts/emergency-store';
import { UNKNOWN_PLACE } from '../features/recorder/recording-metadata';
import {
  closeRecorder,
  openRecorder,
  useRecorderOpen,
} from '../features/recorder/recorder-overlay-store';
import type { RecordingContext } from '../features/recorder/use-recording-session';
import { importWithRetry } from '../lib/import-with-retry';
import { whenIdle } from '../lib/when-idle';
import { RecorderLoading } from './RecorderLoading';

const loadRecorder = () => importWithRetry(() => import('./RecorderWithReport'));
const RecorderWithReport = lazy(loadRecorder);

const activeKey = (emergency: Emergency | null) =>
  emergency?.status === 'active' ? emergency.startedAt : null;

/** The alert's id and place, for the recording's metadata and the report's agencies. */
function contextOf(emergency: Emergency | null): RecordingContext {
  if (emergency === null) return { alertId: null, place: UNKNOWN_PLACE };
  // The spec's fallback (P1 §8) is not where the person is: a recording does not claim it.
  const isKnown = emergency.address !== '' && emergency.address !== ALERT_FALLBACK_LOCATION.address;
  return {
    alertId: emergency.alert?.id ?? null,
    place: isKnown
      ? {
          latitude: emergency.latitude,
          longitude: emergency.longitude,
          location: emergency.address,
        }
      : UNKNOWN_PLACE,
  };
}

/**
 * P1 §4: once an alert is on (sent, or raised offline), the recorder opens; it composes the
 * recorder with the Report to Law Enforcement modal of the reports feature. An emergency
 * restored by a reload does not open the cameras by itself: the panel's button does.
 */
export function EmergencyRecorder() {
  const emergency = useEmergency();
  const isOpen = useRecorderOpen();
  const [restoredKey] = useState(() => activeKey(getEmergency()));
  const opened = useRef<number | null>(null);
  const key = activeKey(emergency);

  // Fetched once the page is idle, so an alert never waits for it.
  useEffect(() => whenIdle(() => void loadRecorder().catch(() => undefined)), []);

  useEffect(() => {
    if (key === null || key === restoredKey || key === opened.current) return;
    opened.current = key;
    openRecorder();
  }, [key, restoredKey]);

  // Raised offline, the alert gets its id later: the recordings made meanwhile take it then.
  const alertId = emergency?.alert?.id ?? null;
  const startedAt = emergency?.startedAt ?? null;
  useEffect(() => {
    if (alertId === null || startedAt === null) return;
    void import('../features/recorder/evidence/evidence-service')
      .then(({ linkAlertRecordings }) => linkAlertRecordings({ id: alertId, startedAt }))
      .catch((error: unknown) => {
        console.error('Could not link recordings to the alert', error);
      });
  }, [alertId, startedAt]);

  if (!isOpen) return null;
  return (
    <LoadBoundary fallback={<RecorderLoading onClose={closeRecorder} failed />}>
      <Suspense fallback={<RecorderLoading onClose={closeRecorder} />}>
        <RecorderWithReport context={contextOf(emergency)} onClose={closeRecorder} />
      </Suspense>
    </LoadBoundary>
  );
}
