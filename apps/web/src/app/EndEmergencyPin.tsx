import { useTranslation } from 'react-i18next';
import { endAlert } from '../features/alerts/api/end-alert';
import { useEmergency } from '../features/alerts/emergency-store';
import { PinPrompt } from '../components/pin-prompt';
import { answerOf } from '../lib/pin-answer';

/**
 * With a stop PIN set, End Emergency asks for it, so whoever grabs the phone cannot end the
 * alert with one tap. The server decides: the stop PIN ends it, the duress PIN answers as an end
 * while the alert goes on for the people nearby, and this screen shows an end either way. With
 * no network the end is taken and sent until it lands (pending-ends.ts).
 */
export function EndEmergencyPin({
  onEnd,
  onCancel,
}: {
  onEnd: (pin: string, landed: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const alertId = useEmergency()?.alert?.id ?? null;
  return (
    <PinPrompt
      label={t('alert.endPin')}
      submitLabel={t('alert.endEmergency')}
      keepLabel={t('alert.keepEmergency')}
      onCancel={onCancel}
      check={(pin) =>
        alertId === null
          ? Promise.resolve({ kind: 'accepted', checked: false })
          : answerOf(() => endAlert(alertId, pin), 'accept')
      }
      onAccepted={(pin, answer) => onEnd(pin, answer.checked)}
    />
  );
}
