import { AlertListSchema, STORAGE_KEYS, type Alert } from '@redzone/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { readStored } from '../../../lib/storage';

export const alertKeys = { all: ['/api/alerts'] as const };

export const getAlerts = (): Promise<Alert[]> =>
  apiRequest('/api/alerts', { schema: AlertListSchema });

export const alertsQueryOptions = () =>
  queryOptions({ queryKey: alertKeys.all, queryFn: getAlerts });

export function useAlerts(options: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...alertsQueryOptions(), ...options });
}

export function readDismissedAlertIds(): string[] {
  return readStored(STORAGE_KEYS.dismissedAlerts, z.array(z.string())) ?? [];
}

/** P1 §2: the Alerts tab badge counts the alerts that are not dismissed. */
export function useUndismissedAlertCount(): number {
  const { data } = useAlerts();
  if (!data) return 0;
  const dismissed = new Set(readDismissedAlertIds());
  return data.filter((a) => !dismissed.has(a.id)).length;
}
