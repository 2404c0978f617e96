import { MicOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** P2 §4: shown when the microphone was refused, with how to allow it. */
export function MicrophoneHelp({ onRetry, onHide }: { onRetry: () => void; onHide: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-600/50 bg-amber-950/40 p-3 text-sm text-amber-100"
    >
      <p className="flex items-center gap-2 font-semibold">
        <MicOff className="size-4" aria-hidden />
        {t('lawOffice.micDenied')}
      </p>
      <p className="mt-1 text-amber-200/80">{t('lawOffice.micHelp')}</p>
      <div className="mt-2 flex gap-2">
        <Button size="sm" onClick={onRetry}>
          {t('lawOffice.tryAgain')}
        </Button>
        <Button size="sm" variant="outline" onClick={onHide}>
          {t('lawOffice.hideHelp')}
        </Button>
      </div>
    </div>
  );
}
