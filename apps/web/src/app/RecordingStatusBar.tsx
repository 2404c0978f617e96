import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useEmergency } from '../features/alerts/emergency-store';
import { startRecording } from '../features/recorder/recorder-actions';
import { openRecorder, useRecorderOpen } from '../features/recorder/recorder-overlay-store';
import { useRecorderStatus, useStoppedOnPurpose } from '../features/recorder/recorder-status';
import { elapsedSeconds, formatClock } from '../features/recorder/recording-clock';
import { useNow } from '../lib/use-now';

const TICK_MS = 500;

function RecClock({ startedAt }: { startedAt: number }) {
  const now = useNow(TICK_MS);
  return <>{formatClock(elapsedSeconds(startedAt, Math.max(now, startedAt)))}</>;
}

/**
 * On every page, what the recorder is really doing: a small "● REC 0:42" while it records; when
 * an emergency is on and no camera is, a calm line if the person pressed Stop, and a loud NOT
 * RECORDING otherwise (after a reload, a refused or lost camera). Each opens the recorder and
 * starts it again.
 */
export function RecordingStatusBar() {
  const { t } = useTranslation();
  const { phase, startedAt, sound } = useRecorderStatus();
  const emergency = useEmergency();
  const isOpen = useRecorderOpen();
  const stoppedOnPurpose = useStoppedOnPurpose();
  if (isOpen) return null;

  const bar = 'flex w-full items-center justify-center gap-2 px-4 font-bold';
  if (phase === 'recording' && startedAt !== null) {
    return (
      <button
        type="button"
        onClick={openRecorder}
        className={`${bar} min-h-9 bg-red-700 text-sm text-white`}
        aria-label={t('app.recBarLabel')}
      >
        <span className="size-2.5 animate-pulse rounded-full bg-white" aria-hidden />
        <span className="font-mono">
          {t('recorder.rec')} <RecClock startedAt={startedAt} />
        </span>
        {sound ? <span>· {t('app.recBarSoundOnly')}</span> : null}
      </button>
    );
  }
  if (emergency === null) return null;
  if (phase === 'starting' || phase === 'saving') {
    return (
      <p role="status" className={`${bar} min-h-9 bg-neutral-800 text-sm text-white`}>
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {t(phase === 'starting' ? 'alert.startingCamera' : 'recorder.saving')}
      </p>
    );
  }
  const recordAgain = () => {
    startRecording();
    openRecorder();
  };
  if (stoppedOnPurpose) {
    return (
      <button
        type="button"
        onClick={recordAgain}
        className={`${bar} min-h-11 bg-neutral-800 text-sm text-white`}
      >
        {t('app.stoppedBar')}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={recordAgain}
      className={`${bar} min-h-12 bg-amber-300 text-base tracking-wide text-black`}
    >
      {t('app.notRecordingBar')}
    </button>
  );
}
