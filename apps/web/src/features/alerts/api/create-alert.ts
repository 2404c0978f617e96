import {
  type CreateAlertBody,
  type CreateAlertResponse,
  CreateAlertResponseSchema,
  POST_ALERT_REFETCH_DELAY_MS,
} from '@redzone/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rememberCreatedAlert } from '../alert-storage';
import { alertKeys } from './get-alerts';

/** P1 §7: the header `permanent-verification: true` is sent; the server authorises by cookie. */
export const createAlert = (body: CreateAlertBody): Promise<CreateAlertResponse> =>
  apiRequest('/api/alerts', {
    method: 'POST',
    body,
    headers: { 'permanent-verification': 'true' },
    schema: CreateAlertResponseSchema,
  });

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAlert,
    onSuccess: (alert) => {
      rememberCreatedAlert(alert.id);
      // P1 §7: the alerts list is refetched 3.5 s after success.
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: alertKeys.all }),
        POST_ALERT_REFETCH_DELAY_MS,
      );
    },
  });
}
