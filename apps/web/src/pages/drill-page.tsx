import { useTranslation } from 'react-i18next';
import { Page } from '../components/page';
import { DrillPanel } from '../features/alerts/components/DrillPanel';
import { startRecording, stopRecording } from '../features/recorder/recorder-actions';
import { openRecorder } from '../features/recorder/recorder-overlay-store';
import { useRecorderStatus } from '../features/recorder/recorder-status';
import { setRecordingContext } from '../features/recorder/recording-context';
import { UNKNOWN_PLACE } from '../features/recorder/recording-place';

/**
 * The drill: practise the red button. The hold records for real (so the person sees the
 * recorder, the upload and the recording in Recordings) and alerts nobody; the server says whom a
 * real alert would reach from here now.
 */
export default function DrillPage() {
  const { t } = useTranslation();
  const recording = useRecorderStatus();
  return (
    <Page title={t('drill.title')}>
      <p className="rounded-lg border-2 border-dashed border-amber-300 p-3 font-semibold">
        {t('drill.intro')}
      </p>
      <DrillPanel
        recording={recording}
        onStart={() => {
          // Not linked to any alert, and titled as a drill in Recordings.
          setRecordingContext({ alertId: null, place: UNKNOWN_PLACE, isDrill: true });
          startRecording();
          openRecorder();
        }}
        onEnd={stopRecording}
      />
    </Page>
  );
}
