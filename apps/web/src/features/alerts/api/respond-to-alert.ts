import { AlertSchema, RESPOND_ETA_MINUTES, type Alert } from '@redzone/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { alertKeys } from './get-alerts';

const MINUTE_MS = 60_000;

/** P1 §7: estimatedArrival is an ISO time, now plus 5 minutes. The answer is the updated alert. */
export const respondToAlert = (id: string, now: Date = new Date()): Promise<Alert> =>
  apiRequest(`/api/alerts/${encodeURIComponent(id)}/respond`, {
    method: 'POST',
    body: {
      estimatedArrival: new Date(now.getTime() + RESPOND_ETA_MINUTES * MINUTE_MS).toISOString(),
    },
    schema: AlertSchema,
  });

export function useRespondToAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => respondToAlert(id),
    // The stream updates only observers it told of the alert; a responder from farther away
    // would otherwise keep the old observer count.
    onSuccess: (updated) =>
      queryClient.setQueryData<Alert[]>(alertKeys.all, (list) =>
        list?.map((alert) => (alert.id === updated.id ? updated : alert)),
      ),
  });
}
