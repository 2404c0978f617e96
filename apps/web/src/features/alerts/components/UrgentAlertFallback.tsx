import { ALERT_PHRASE, ALERT_VIBRATION_PATTERN, type Alert } from '@redzone/contract';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { vibrate } from '../../../lib/device';

interface UrgentAlertFallbackProps {
  alert: Alert;
  onRespond: (alert: Alert) => void;
  onDismiss: (alert: Alert) => void;
}

/**
 * The urgent alert when the full-screen modal's code could not be fetched (a dropped request on a
 * bad connection): the same alert and the same two choices, drawn with what the shell already has.
 */
export function UrgentAlertFallback({ alert, onRespond, onDismiss }: UrgentAlertFallbackProps) {
  const { t } = useTranslation();
  const titleId = useId();
  useEffect(() => vibrate(ALERT_VIBRATION_PATTERN), [alert.id]);
  return (
    <div
      role="alertdialog"
      aria-labelledby={titleId}
      className="fixed inset-x-0 top-0 z-[90] space-y-3 bg-red-700 p-4 text-center text-white shadow-lg"
    >
      <p id={titleId} className="text-2xl font-black">
        {t('alert.phrase', { defaultValue: ALERT_PHRASE })}
      </p>
      <p className="font-semibold">{alert.location}</p>
      <div className="mx-auto grid max-w-sm grid-cols-2 gap-3">
        <Button className="bg-white text-red-700 hover:bg-red-50" onClick={() => onRespond(alert)}>
          {t('alert.respond')}
        </Button>
        <Button
          variant="outline"
          className="border-white text-white hover:bg-red-900"
          onClick={() => onDismiss(alert)}
        >
          {t('alert.dismiss')}
        </Button>
      </div>
    </div>
  );
}
