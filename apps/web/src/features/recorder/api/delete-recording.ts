import {
  RecordingDetailsSchema,
  type ScheduledDeletion,
  ScheduledDeletionSchema,
} from '@redzone/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { recordingKeys } from './get-recordings';

/**
 * DELETE /api/recordings/{id} (issue 29): schedules the deletion, days away; an alert's or a
 * complaint's recording also needs the code the server texts (403 deletion_code_required first).
 */
export const deleteRecording = async ({
  id,
  code,
}: {
  id: string;
  code?: string;
}): Promise<ScheduledDeletion> =>
  ScheduledDeletionSchema.parse(
    await apiRequest(`/api/recordings/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      ...(code === undefined ? {} : { body: { code } }),
    }),
  );

/** Undoes a scheduled deletion. */
export const undoDeletion = async (id: string) =>
  RecordingDetailsSchema.parse(
    await apiRequest(`/api/recordings/${encodeURIComponent(id)}/deletion`, { method: 'DELETE' }),
  );

export function useDeleteRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecording,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: recordingKeys.all }),
  });
}

export function useUndoDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoDeletion,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: recordingKeys.all }),
  });
}
