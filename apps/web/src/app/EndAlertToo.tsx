import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { useEmergency } from '../features/alerts/emergency-store';
import { useEmergencyActions } from '../features/alerts/use-emergency-actions';
import { useSession } from '../lib/session';

/**
 * After a deliberate Stop, while the alert is still on: people nearby are still being sent to
 * the place, so the person is asked whether to end it too. With a stop PIN set, the PIN the
 * Stop took ends it (the server decides what it is, as it did for the Stop).
 */
export function EndAlertToo({ pin, onDone }: { pin: string | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const emergency = useEmergency();
  const session = useSession();
  const actions = useEmergencyActions({ isPhoneVerified: session.data?.isPhoneVerified ?? false });
  if (emergency === null) return null;
  return (
    <section
      aria-labelledby="end-alert-too"
      className="space-y-2 rounded-lg border border-neutral-700 bg-neutral-900 p-3"
    >
      <h2 id="end-alert-too" className="font-semibold">
        {t('recorder.endToo.question')}
      </h2>
      <p className="text-sm text-neutral-300">{t('recorder.endToo.why')}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="destructive"
          onClick={() => {
            actions.end(pin);
            onDone();
          }}
        >
          {t('recorder.endToo.end')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('recorder.endToo.keep')}
        </Button>
      </div>
    </section>
  );
}
