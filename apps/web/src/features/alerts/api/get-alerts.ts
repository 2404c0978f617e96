import { AlertListSchema, type Alert } from '@redzone/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { getLastPosition, useLastPosition } from '../../../lib/position-store';
import { readDismissedIds } from '../alert-storage';

export const alertKeys = { all: ['/api/alerts'] as const };

/**
 * The alerts concerning this device where it is (the server lists nothing without
 * a position). Before any position is known nothing concerns it yet; the list is asked again when
 * one arrives.
 */
export const getAlerts = async (): Promise<Alert[]> => {
  const position = getLastPosition();
  // Offline, "nothing here" would be a guess: the list waits for the network like any fetch.
  if (position === null && !navigator.onLine) throw new TypeError('offline');
  if (position === null) return [];
  const query = new URLSearchParams({
    latitude: String(position.latitude),
    longitude: String(position.longitude),
  });
  return apiRequest(`/api/alerts?${query.toString()}`, { schema: AlertListSchema });
};

export const alertsQueryOptions = () =>
  queryOptions({ queryKey: alertKeys.all, queryFn: getAlerts });

export function useAlerts(
  options: { refetchInterval?: number | false; refetchOnMount?: boolean | 'always' } = {},
) {
  const queryClient = useQueryClient();
  const hasPosition = useLastPosition() !== null;
  useEffect(() => {
    if (hasPosition) void queryClient.invalidateQueries({ queryKey: alertKeys.all });
  }, [hasPosition, queryClient]);
  return useQuery({ ...alertsQueryOptions(), ...options });
}

/** P1 §2: the Alerts tab badge counts the alerts that are not dismissed. */
export function useUndismissedAlertCount(): number {
  const { data } = useAlerts();
  if (!data) return 0;
  const dismissed = new Set(readDismissedIds());
  return data.filter((a) => !dismissed.has(a.id)).length;
}
