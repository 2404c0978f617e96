import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { claimMapAlertAutoStart, readMapAlert, type MapAlert } from './alert-storage';
import { useRespondToAlert } from './api/respond-to-alert';

/**
 * /map?navigate=true (P1 §2, §4): the alert a Respond button stored for the map. When it asks to
 * start, the respond call goes out once (estimated arrival now + 5 minutes, P1 §7), with the
 * spec's Response Sent / Response Failed toasts.
 */
export function useMapHandoff(navigate: boolean): MapAlert | null {
  const { t } = useTranslation();
  const [alert] = useState(() => (navigate ? readMapAlert() : null));
  const { mutate: respond } = useRespondToAlert();

  useEffect(() => {
    if (alert === null || !claimMapAlertAutoStart(alert.id)) return;
    respond(alert.id, {
      onSuccess: () => toast({ title: t('alert.responseSent') }),
      onError: () =>
        toast({
          title: t('alert.responseFailed'),
          description: t('alert.responseFailedDetail'),
          variant: 'destructive',
        }),
    });
  }, [alert, respond, t]);

  return alert;
}
