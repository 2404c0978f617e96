import { RESPOND_ETA_MINUTES } from '@redzone/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const MINUTE_MS = 60_000;

/** P1 §7: estimatedArrival is an ISO time, now plus 5 minutes. */
export const respondToAlert = (id: string, now: Date = new Date()) =>
  apiRequest(`/api/alerts/${encodeURIComponent(id)}/respond`, {
    method: 'POST',
    body: {
      estimatedArrival: new Date(now.getTime() + RESPOND_ETA_MINUTES * MINUTE_MS).toISOString(),
    },
  });

export function useRespondToAlert() {
  return useMutation({ mutationFn: (id: string) => respondToAlert(id) });
}
