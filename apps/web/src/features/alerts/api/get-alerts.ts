import { AlertListSchema, type Alert } from '@redzone/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readDismissedIds } from '../alert-storage';

export const alertKeys = { all: ['/api/alerts'] as const };

export const getAlerts = (): Promise<Alert[]> =>
  apiRequest('/api/alerts', { schema: AlertListSchema });

export const alertsQueryOptions = () =>
  queryOptions({ queryKey: alertKeys.all, queryFn: getAlerts });

export function useAlerts(
  options: { refetchInterval?: number | false; refetchOnMount?: boolean | 'always' } = {},
) {
  return useQuery({ ...alertsQueryOptions(), ...options });
}

/** P1 §2: the Alerts tab badge counts the alerts that are not dismissed. */
export function useUndismissedAlertCount(): number {
  const { data } = useAlerts();
  if (!data) return 0;
  const dismissed = new Set(readDismissedIds());
  return data.filter((a) => !dismissed.has(a.id)).length;
}
