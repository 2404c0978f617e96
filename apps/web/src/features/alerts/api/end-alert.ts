import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { alertKeys } from './get-alerts';

/** POST /api/alerts/{id}/end; with a stop PIN set, `pin` must be it (issue 29). */
export const endAlert = (id: string, pin?: string) =>
  apiRequest(`/api/alerts/${encodeURIComponent(id)}/end`, {
    method: 'POST',
    ...(pin === undefined ? {} : { body: { pin } }),
  });

export function useEndAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pin }: { id: string; pin?: string | undefined }) => endAlert(id, pin),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
