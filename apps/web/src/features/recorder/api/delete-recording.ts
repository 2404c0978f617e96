import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { recordingKeys } from './get-recordings';

/** DELETE /api/recordings/{id}: the footage and its record, at once (issue 6). */
export const deleteRecording = (id: string): Promise<void> =>
  apiRequest(`/api/recordings/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecording,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: recordingKeys.all }),
  });
}
