import type { Alert } from '@redzone/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadBoundary } from '../components/load-boundary';
import { toast } from '../components/ui/use-toast';
import {
  dismissAlert,
  markUrgentShown,
  readCreatedAlertIds,
  readDismissedIds,
  readUrgentShownIds,
} from '../features/alerts/alert-storage';
import { useAlertEvents } from '../features/alerts/alerts-events';
import { acknowledgeAlert } from '../features/alerts/api/acknowledge-alert';
import { alertKeys, alertsQueryOptions } from '../features/alerts/api/get-alerts';
import { UrgentAlertFallback } from '../features/alerts/components/UrgentAlertFallback';
import { useObserverReporting } from '../features/alerts/use-observer-reporting';
import { useRespondNavigation } from '../features/alerts/use-respond-navigation';
import { useOnWatch } from '../features/on-watch/use-on-watch';
import { useProfile } from '../features/profile/profile-store';
import { useSession } from '../lib/session';
import { importWithRetry } from '../lib/import-with-retry';
import { whenIdle } from '../lib/when-idle';

// The modal (Radix Dialog) is fetched when the page is idle, before any alert can need it, and
// kept out of Home's first load. Should every attempt fail, the fallback shows the alert instead.
const loadUrgentModal = () =>
  importWithRetry(() => import('../features/alerts/components/UrgentAlertModal')).then((m) => ({
    default: m.UrgentAlertModal,
  }));
const UrgentAlertModal = lazy(loadUrgentModal);

/**
 * The live side of the app: one event stream, the observer's position reports, and the urgent
 * modal (P1 §4: once per alert id per session, never for the person's own alerts).
 */
export function LiveAlerts() {
  const { t } = useTranslation();
  const respondOnMap = useRespondNavigation();
  const queryClient = useQueryClient();
  const session = useSession();
  const profile = useProfile();
  const [urgent, setUrgent] = useState<Alert | null>(null);

  // On watch, the position is reported whatever the Location Sharing switch says.
  const isOnWatch = useOnWatch();
  useObserverReporting(profile.locationSharing || isOnWatch, session.isSuccess);
  useEffect(() => whenIdle(() => void loadUrgentModal().catch(() => undefined)), []);

  const onCreated = useCallback((alert: Alert) => {
    const isOwn = alert.isMine || readCreatedAlertIds().includes(alert.id);
    const seen = readDismissedIds().includes(alert.id) || readUrgentShownIds().includes(alert.id);
    if (isOwn || seen) return;
    markUrgentShown(alert.id);
    // The lists take the alert in a timer of their own (TanStack Query's notifications), the
    // full-screen modal in the next one: in one task they held a phone's main thread over 100 ms.
    setTimeout(() => setUrgent((current) => current ?? alert), 0);
  }, []);
  // Shown full screen is seen; its sender's count of who saw it grows.
  const urgentId = urgent?.id ?? null;
  useEffect(() => {
    if (urgentId !== null) acknowledgeAlert(urgentId);
  }, [urgentId]);
  useAlertEvents(onCreated, session.isSuccess);
  // The list the event stream keeps current, read without fetching: the open modal follows it
  // ("Someone is on the way" once anyone responds).
  const { data: liveList } = useQuery({ ...alertsQueryOptions(), enabled: false });

  const close = () => setUrgent(null);

  // P1 §4: Respond stores the alert for the map and goes to /map?navigate=true, which responds.
  const onRespond = (alert: Alert) => {
    close();
    respondOnMap(alert);
  };

  const onDismiss = (alert: Alert) => {
    close();
    dismissAlert(alert.id);
    void queryClient.invalidateQueries({ queryKey: alertKeys.all });
    toast({ title: t('alert.dismissed') });
  };

  if (!urgent) return null;
  const alert = liveList?.find((a) => a.id === urgent.id) ?? urgent;
  const props = { alert, onRespond, onDismiss };
  return (
    <LoadBoundary key={urgent.id} fallback={<UrgentAlertFallback {...props} />}>
      <Suspense fallback={null}>
        <UrgentAlertModal {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
