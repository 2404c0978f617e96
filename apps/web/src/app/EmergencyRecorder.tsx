import { lazy, Suspense, useEffect, useRef } from 'react';
import { LoadBoundary } from '../components/load-boundary';
import { AlertStatusStrip } from '../features/alerts/components/AlertStatusStrip';
import { type Emergency, useEmergency } from '../features/alerts/emergency-store';
import { stopRecording } from '../features/recorder/recorder-actions';
import { closeRecorder, useRecorderOpen } from '../features/recorder/recorder-overlay-store';
import { type RecordingContext, setRecordingContext } from '../features/recorder/recording-context';
import { UNKNOWN_PLACE } from '../features/recorder/recording-place';
import { useRecorderStatus } from '../features/recorder/recorder-status';
import { importWithRetry } from '../lib/import-with-retry';
import { whenIdle } from '../lib/when-idle';
import { RecorderLoading } from './RecorderLoading';

const loadRecorder = () => importWithRetry(() => import('./RecorderWithReport'));
const RecorderWithReport = lazy(loadRecorder);

/** The alert's id and real place, for the recording's metadata and the report's agencies. */
function contextOf(emergency: Emergency | null): RecordingContext {
  const place = emergency?.place;
  return {
    alertId: emergency?.alert?.id ?? null,
    place: place
      ? { latitude: place.latitude, longitude: place.longitude, location: place.address }
      : UNKNOWN_PLACE,
  };
}

/**
 * Composes the app's one recorder with the emergency: a recording takes the alert's id
 * and place as they become known, and ending the emergency stops the take. The recorder's screen
 * (with the Report to Law Enforcement modal of the reports feature) shows the alert's state at
 * its top; hiding it never stops a take.
 */
export function EmergencyRecorder() {
  const emergency = useEmergency();
  const isOpen = useRecorderOpen();
  const { phase } = useRecorderStatus();
  const context = contextOf(emergency);
  const { alertId, place } = context;

  // A take that outlives its emergency (it is being sealed) keeps the emergency's context.
  useEffect(() => {
    if (emergency !== null || phase === 'ready' || phase === 'done') {
      setRecordingContext({ alertId, place });
    }
    // The place's fields, not its object: a new object each render is the same place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [emergency === null, phase, alertId, place.latitude, place.longitude, place.location]);

  // Fetched once the page is idle, so an alert never waits for it.
  useEffect(() => whenIdle(() => void loadRecorder().catch(() => undefined)), []);

  // The person said they are safe: the take of that emergency is sealed.
  const startedAt = emergency?.startedAt ?? null;
  const previous = useRef(startedAt);
  useEffect(() => {
    if (previous.current !== null && startedAt === null) void stopRecording();
    previous.current = startedAt;
  }, [startedAt]);

  // Raised offline, the alert gets its id later: the recordings made meanwhile take it then.
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
        <RecorderWithReport
          place={context.place}
          alertId={context.alertId}
          onHide={closeRecorder}
          alertStatus={<AlertStatusStrip onShow={closeRecorder} />}
        />
      </Suspense>
    </LoadBoundary>
  );
}
