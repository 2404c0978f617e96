import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DarkScreen } from './DarkScreen';

/**
 * Issue 29's duress PIN: to whoever made the person stop, the recorder says it stopped, while the
 * take goes on recording and uploading underneath. "Done" leaves a dark screen, never the
 * recorder or a REC bar that would give it away.
 */
export function DuressStopped({
  onLeave,
  title,
  body,
}: {
  onLeave: () => void;
  /** What a real stop would say here (the recorder's "Recording stopped" by default). */
  title?: string;
  body?: string;
}) {
  const { t } = useTranslation();
  const [isDone, setIsDone] = useState(false);
  if (isDone) return <DarkScreen onLeave={onLeave} />;
  return (
    <div
      className="fixed inset-0 z-[100] flex h-full w-full flex-col items-center justify-center gap-4 bg-black p-6 text-center text-white"
      data-duress-screen
    >
      <CheckCircle2 className="size-12 text-neutral-300" aria-hidden />
      <h2 className="text-xl font-bold">{title ?? t('recorder.pin.stoppedTitle')}</h2>
      <p className="text-neutral-300">{body ?? t('recorder.pin.stoppedBody')}</p>
      <Button size="lg" variant="secondary" onClick={() => setIsDone(true)}>
        {t('recorder.pin.done')}
      </Button>
    </div>
  );
}
