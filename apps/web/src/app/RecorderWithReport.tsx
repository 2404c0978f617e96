import { reportDuress } from '../features/alerts/api/report-duress';
import type { ReactNode } from 'react';
import { RecorderOverlay } from '../features/recorder/components/RecorderOverlay';
import type { RecordingPlace } from '../features/recorder/recording-metadata';
import { ReportToAgencies } from '../features/reports/components/ReportToAgencies';

/**
 * The recorder with the Report to Law Enforcement modal of the reports feature. Its own chunk:
 * fetched right after the first paint (and precached by the service worker), so the cameras open
 * at once when an alert starts without weighing on Home's first load (issue 10).
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
  return (
    <RecorderOverlay
      place={place}
      alertId={alertId}
      onHide={onHide}
      alertStatus={alertStatus}
      renderReport={(recording) => <ReportToAgencies recording={recording} />}
      onDuress={alertId === null ? undefined : () => void reportDuress(alertId)}
    />
  );
}
