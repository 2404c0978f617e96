import { type RecordingDetails, RecordingDetailsSchema } from '@redzone/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { recordingKeys } from './get-recordings';

/** PUT /api/recordings/{id}/keep: past the retention, or not. */
export const keepRecording = (id: string, keep: boolean): Promise<RecordingDetails> =>
  apiRequest(`/api/recordings/${encodeURIComponent(id)}/keep`, {
    method: 'PUT',
    body: { keep },
    schema: RecordingDetailsSchema,
  });

export function useKeepRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, keep }: { ids: string[]; keep: boolean }) =>
      Promise.all(ids.map((id) => keepRecording(id, keep))),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: recordingKeys.all }),
  });
}
