import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { officerKeys } from './search-officers';

/**
 * P2 §7 DELETE /api/officers/{id}; on failure the server's `error` text is shown. `pin`: the stop
 * PIN, while one is set.
 */
export const deleteOfficer = ({ officerId, pin }: { officerId: string; pin?: string }) =>
  apiRequest<void>(`/api/officers/${encodeURIComponent(officerId)}`, {
    method: 'DELETE',
    ...(pin === undefined ? {} : { body: { pin } }),
  });

export function useDeleteOfficer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOfficer,
    onSuccess: (_, { officerId }) => {
      queryClient.removeQueries({ queryKey: officerKeys.detail(officerId) });
      queryClient.removeQueries({ queryKey: officerKeys.reports(officerId) });
      void queryClient.invalidateQueries({ queryKey: officerKeys.all });
    },
  });
}
