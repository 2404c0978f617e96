import { type ReactNode, useState } from 'react';
import { RecorderOverlay } from '../features/recorder/components/RecorderOverlay';
import type { RecordingPlace } from '../features/recorder/recording-place';
import { ReportToAgencies } from '../features/reports/components/ReportToAgencies';
import { EndAlertToo } from './EndAlertToo';

/**
 * The recorder with the Report to Law Enforcement modal of the reports feature, and, after a
 * deliberate Stop, the question whether to end the alert too. Its own chunk: fetched right after
 * the first paint (and precached by the service worker), so the cameras open at once when an
 * alert starts without weighing on Home's first load.
 */
export default function RecorderWithReport({
  place,
  alertId,
  onHide,
  alertStatus,
}: {
  place: RecordingPlace;
  alertId: string | null;
  onHide: () => void;
  alertStatus: ReactNode;
}) {
  const [stopped, setStopped] = useState<{ pin: string | undefined } | null>(null);
  return (
    <RecorderOverlay
      place={place}
      alertId={alertId}
      onHide={onHide}
      alertStatus={alertStatus}
      renderReport={(recording) => <ReportToAgencies recording={recording} />}
      onStopped={(pin) => setStopped({ pin })}
      afterStop={
        stopped === null ? null : <EndAlertToo pin={stopped.pin} onDone={() => setStopped(null)} />
      }
    />
  );
}
