import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { alertKeys } from './get-alerts';

export const endAlert = (id: string) =>
  apiRequest(`/api/alerts/${encodeURIComponent(id)}/end`, { method: 'POST' });

export function useEndAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endAlert,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
