import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { endAlert } from '../features/alerts/api/end-alert';
import { dropPendingEnd, endUntilDone, usePendingEnds } from '../features/alerts/pending-ends';
import { usePendingEndsRetry } from '../features/alerts/use-pending-ends-retry';
import { PinPrompt } from '../components/pin-prompt';
import { answerOf } from '../lib/pin-answer';

/**
 * The person ended their alert but the server does not know yet (the screen tells the truth):
 * people nearby still see it. Says so under the header until the end lands; when a reload lost
 * the stop PIN, asks for it. The server decides what the PIN is; the bar goes away either way.
 */
export function PendingEndBar({ hasSession }: { hasSession: boolean }) {
  const { t } = useTranslation();
  usePendingEndsRetry(hasSession);
  const pending = usePendingEnds();
  const [isAsking, setIsAsking] = useState(false);
  const needsPin = pending.find((item) => item.needsPin);
  // Nothing while the first try is on its way: on a good network the end lands at once.
  if (!pending.some((item) => item.failed)) return null;

  if (needsPin === undefined) {
    return (
      <p
        role="status"
        className="bg-amber-900 px-4 py-2 text-center text-sm font-semibold text-amber-50"
      >
        {t('alert.endPendingBar')}
      </p>
    );
  }
  return (
    <div role="status" className="bg-amber-900 px-4 py-2 text-sm text-amber-50">
      <div className="mx-auto max-w-3xl space-y-2">
        <p className="font-semibold">{t('alert.endNeedsPin')}</p>
        {isAsking ? (
          <PinPrompt
            label={t('alert.endPin')}
            submitLabel={t('alert.endEmergency')}
            keepLabel={t('alert.keepEmergency')}
            onCancel={() => setIsAsking(false)}
            check={(pin) => answerOf(() => endAlert(needsPin.alertId, pin), 'accept')}
            onAccepted={(pin, answer) => {
              setIsAsking(false);
              if (answer.checked) dropPendingEnd(needsPin.alertId);
              else void endUntilDone(needsPin.alertId, pin);
            }}
          />
        ) : (
          <Button
            size="sm"
            className="bg-amber-50 text-amber-950 hover:bg-white"
            onClick={() => setIsAsking(true)}
          >
            {t('alert.endEmergency')}
          </Button>
        )}
      </div>
    </div>
  );
}
