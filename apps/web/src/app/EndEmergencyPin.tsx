import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportDuress } from '../features/alerts/api/report-duress';
import { useEmergency } from '../features/alerts/emergency-store';
import { DuressStopped } from '../features/recorder/components/DuressStopped';
import { StopPinPrompt } from '../features/recorder/components/StopPinPrompt';

/**
 * Issue 29: with a stop PIN set, End Emergency asks for it, so whoever grabs the phone cannot end
 * the alert with one tap. The stop PIN ends it; the duress PIN shows what ending shows while the
 * alert and the recording go on, and the trusted contacts and observers are told of the duress.
 */
export function EndEmergencyPin({
  onEnd,
  onCancel,
}: {
  onEnd: (pin: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const alertId = useEmergency()?.alert?.id ?? null;
  const [isDuress, setIsDuress] = useState(false);
  if (isDuress) {
    return (
      <DuressStopped
        title={t('alert.endedTitle')}
        body={t('alert.endedDescription')}
        onLeave={onCancel}
      />
    );
  }
  return (
    <StopPinPrompt
      label={t('alert.endPin')}
      submitLabel={t('alert.endEmergency')}
      keepLabel={t('alert.keepEmergency')}
      onCancel={onCancel}
      onResult={(result, pin) => {
        if (result === 'stop') {
          // The server checks the stop PIN too (issue 29): the cookie alone cannot end it.
          onEnd(pin);
          return;
        }
        setIsDuress(true);
        if (alertId !== null) void reportDuress(alertId);
      }}
    />
  );
}
