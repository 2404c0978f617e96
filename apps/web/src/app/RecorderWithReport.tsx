import { RecorderOverlay } from '../features/recorder/components/RecorderOverlay';
import type { RecordingContext } from '../features/recorder/use-recording-session';
import { ReportToAgencies } from '../features/reports/components/ReportToAgencies';

/**
 * The recorder with the Report to Law Enforcement modal of the reports feature. Its own chunk:
 * fetched right after the first paint (and precached by the service worker), so the cameras open
 * at once when an alert starts without weighing on Home's first load (issue 10).
 */
export default function RecorderWithReport({
  context,
  onClose,
}: {
  context: RecordingContext;
  onClose: () => void;
}) {
  return (
    <RecorderOverlay
      context={context}
      onClose={onClose}
      renderReport={(recording) => <ReportToAgencies recording={recording} />}
    />
  );
}
