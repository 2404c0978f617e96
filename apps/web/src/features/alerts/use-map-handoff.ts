import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api-client';
import { claimMapAlertAutoStart, readMapAlert, type MapAlert } from './alert-storage';
import { useRespondToAlert } from './api/respond-to-alert';

const needsVerifiedPhone = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'phone_verification_required' || error.code === 'session_required');

/**
 * /map?navigate=true (P1 §2, §4): the alert a Respond button stored for the map. When it asks to
 * start, the respond call goes out once (estimated arrival now + 5 minutes, P1 §7), with the
 * spec's Response Sent / Response Failed toasts. Navigating needs no verified phone; counting as
 * a responder does, and that is said as it is, not as "try again".
 */
export function useMapHandoff(navigate: boolean): {
  alert: MapAlert | null;
  needsVerification: boolean;
} {
  const { t } = useTranslation();
  const [alert] = useState(() => (navigate ? readMapAlert() : null));
  const [needsVerification, setNeedsVerification] = useState(false);
  const { mutate: respond } = useRespondToAlert();

  useEffect(() => {
    if (alert === null || !claimMapAlertAutoStart(alert.id)) return;
    respond(alert.id, {
      onSuccess: () => toast({ title: t('alert.responseSent') }),
      onError: (error) => {
        if (needsVerifiedPhone(error)) {
          setNeedsVerification(true);
          return;
        }
        toast({
          title: t('alert.responseFailed'),
          description: t('alert.responseFailedDetail'),
          variant: 'destructive',
        });
      },
    });
  }, [alert, respond, t]);

  return { alert, needsVerification };
}
