import {
  ALERT_ACKNOWLEDGED_EVENT,
  AlertAcknowledgedEventSchema,
  LIVE_EVENT_TYPES,
  LiveEventSchema,
  type Alert,
  type LiveEvent,
} from '@redzone/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { env } from '../../config/env';
import { acknowledgementKeys } from './api/get-acknowledgements';
import { alertKeys } from './api/get-alerts';

let connected = false;
const listeners = new Set<() => void>();
function setConnected(value: boolean) {
  connected = value;
  for (const listener of listeners) listener();
}

/** Whether the live stream is open; lists poll at the spec's intervals only when it is not. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => connected,
    () => false,
  );
}

/** Applies one live event to the cached alerts list, so every screen updates at once. */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  queryClient.setQueryData<Alert[]>(alertKeys.all, (list) => {
    if (!list) return list;
    if (event.type === 'alert.ended') return list.filter((a) => a.id !== event.alertId);
    const rest = list.filter((a) => a.id !== event.alert.id);
    return event.type === 'alert.created' || list.length !== rest.length
      ? [event.alert, ...rest]
      : list;
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The app's one EventSource (GET /api/events). The browser reconnects by itself and sends
 * Last-Event-ID, so the server replays what a dropped connection missed.
 */
export function useAlertEvents(onCreated: (alert: Alert) => void, enabled: boolean): void {
  const queryClient = useQueryClient();
  const onCreatedRef = useRef(onCreated);
  useEffect(() => {
    onCreatedRef.current = onCreated;
  }, [onCreated]);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${env.apiBaseUrl}/api/events`, { withCredentials: true });
    const onEvent = (message: MessageEvent<string>) => {
      let parsed: LiveEvent;
      try {
        parsed = LiveEventSchema.parse(JSON.parse(message.data));
      } catch {
        return;
      }
      applyLiveEvent(queryClient, parsed);
      if (parsed.type === 'alert.created') onCreatedRef.current(parsed.alert);
    };
    for (const type of LIVE_EVENT_TYPES) source.addEventListener(type, onEvent);
    // The person's own alert, seen and answered; counts missed while away are re-read.
    const onAcknowledged = (message: MessageEvent<string>) => {
      const parsed = AlertAcknowledgedEventSchema.safeParse(safeJson(message.data));
      if (!parsed.success) return;
      const { acknowledgements } = parsed.data;
      queryClient.setQueryData(acknowledgementKeys.of(acknowledgements.alertId), acknowledgements);
    };
    source.addEventListener(ALERT_ACKNOWLEDGED_EVENT, onAcknowledged);
    let hasOpened = false;
    source.onopen = () => {
      setConnected(true);
      void queryClient.invalidateQueries({ queryKey: acknowledgementKeys.all });
      // The stream opens once the page is on screen, after the lists were first read: what was
      // raised in between is read once. After a drop, the server replays what was missed.
      if (!hasOpened) void queryClient.invalidateQueries({ queryKey: alertKeys.all });
      hasOpened = true;
    };
    source.onerror = () => setConnected(source.readyState === EventSource.OPEN);
    return () => {
      source.close();
      setConnected(false);
    };
  }, [enabled, queryClient]);
}
