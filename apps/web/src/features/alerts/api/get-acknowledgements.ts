import { AlertAcknowledgementsSchema, LOCATION_REFRESH_MS } from '@redzone/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const acknowledgementKeys = {
  all: ['/api/alerts', 'acknowledgements'] as const,
  of: (alertId: string) => [...acknowledgementKeys.all, alertId] as const,
};

/** Who saw the person's own alert and who is on the way (the sender alone may ask). */
export const getAcknowledgements = (alertId: string) =>
  apiRequest(`/api/alerts/${encodeURIComponent(alertId)}/acknowledgements`, {
    schema: AlertAcknowledgementsSchema,
  });

export const acknowledgementsQueryOptions = (alertId: string) =>
  queryOptions({
    queryKey: acknowledgementKeys.of(alertId),
    queryFn: () => getAcknowledgements(alertId),
  });

/**
 * Live counts come on the event stream (alert.acknowledged); the nearest responder's walk changes
 * as they move without an event, so it is read again as often as they report where they are.
 */
export function useAcknowledgements(alertId: string | null) {
  return useQuery({
    ...acknowledgementsQueryOptions(alertId ?? ''),
    enabled: alertId !== null,
    refetchInterval: LOCATION_REFRESH_MS,
  });
}
