import { RecordingsList } from '../features/recorder/components/RecordingsList';
import { ReportToAgencies } from '../features/reports/components/ReportToAgencies';

/** Home's Recordings tab: loaded when the tab is opened, not with Home's first paint. */
export default function HomeRecordings() {
  return (
    <RecordingsList renderReport={(recording) => <ReportToAgencies recording={recording} />} />
  );
}
