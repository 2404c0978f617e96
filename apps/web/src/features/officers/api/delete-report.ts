import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { officerKeys } from './search-officers';

/**
 * P2 §7 DELETE /api/reports/{id} (its author only); a non-OK status is an error. `pin`: the stop
 * PIN, while one is set.
 */
export const deleteReport = ({ reportId, pin }: { reportId: string; pin?: string }) =>
  apiRequest<void>(`/api/reports/${encodeURIComponent(reportId)}`, {
    method: 'DELETE',
    ...(pin === undefined ? {} : { body: { pin } }),
  });

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officerKeys.all }),
  });
}
