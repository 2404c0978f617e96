import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { officerKeys } from './search-officers';

/** P2 §7 DELETE /api/reports/{id} (its author only); a non-OK status is an error. */
export const deleteReport = (reportId: string): Promise<void> =>
  apiRequest(`/api/reports/${encodeURIComponent(reportId)}`, { method: 'DELETE' });

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officerKeys.all }),
  });
}
