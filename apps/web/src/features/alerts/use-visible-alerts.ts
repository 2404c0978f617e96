import { useLiveConnected } from './alerts-events';
import { readDismissedIds } from './alert-storage';
import { useAlerts } from './api/get-alerts';

/**
 * The active alerts a screen shows: dismissed ones hidden (P1 §4), kept current by the event
 * stream, polled every `fallbackPollMs` only while the stream is down. Opening a screen fetches
 * the list again: the stream announces only the alerts that concern this observer (decision 011),
 * so alerts farther away would otherwise stay as they were when the app started.
 */
export function useVisibleAlerts(fallbackPollMs: number) {
  const live = useLiveConnected();
  const query = useAlerts({
    refetchInterval: live ? false : fallbackPollMs,
    refetchOnMount: 'always',
  });
  const dismissed = new Set(readDismissedIds());
  const visible = query.data?.filter((alert) => !dismissed.has(alert.id)) ?? [];
  return { query, visible, live };
}
