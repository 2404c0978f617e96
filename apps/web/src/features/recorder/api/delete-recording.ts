import {
  RecordingDetailsSchema,
  type ScheduledDeletion,
  ScheduledDeletionSchema,
} from '@redzone/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { recordingKeys } from './get-recordings';

/**
 * DELETE /api/recordings/{id}: schedules the deletion, days away; an alert's or a complaint's
 * recording also needs the code the server texts to a trusted contact (403
 * deletion_code_required first). While a stop PIN is set, `pin` must be it.
 */
export const deleteRecording = async ({
  id,
  code,
  pin,
}: {
  id: string;
  code?: string;
  pin?: string;
}): Promise<ScheduledDeletion> =>
  ScheduledDeletionSchema.parse(
    await apiRequest(`/api/recordings/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      ...(code === undefined && pin === undefined ? {} : { body: { code, pin } }),
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
