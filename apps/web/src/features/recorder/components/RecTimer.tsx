import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/use-now';
import { elapsedSeconds, formatClock } from '../recording-clock';

const TICK_MS = 500;

/** P1 §2 REC timer: the seconds of the take counting up. */
export function RecTimer({ startedAt }: { startedAt: number }) {
  const { t } = useTranslation();
  const now = useNow(TICK_MS);
  const clock = formatClock(elapsedSeconds(startedAt, Math.max(now, startedAt)));
  return (
    <span
      role="timer"
      aria-label={t('recorder.timerLabel', { time: clock })}
      className="flex items-center gap-1.5 rounded bg-red-600 px-2 py-1 font-mono text-sm font-bold text-white"
    >
      <span className="size-2 animate-pulse rounded-full bg-white" aria-hidden />
      {t('recorder.rec')} {clock}
    </span>
  );
}
