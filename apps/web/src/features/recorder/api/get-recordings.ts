import { type RecordingDetails, RecordingDetailsListSchema } from '@redzone/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { evidenceStore } from '../evidence/evidence-service';
import type { LocalRecording } from '../evidence/evidence-store';

export const recordingKeys = {
  all: ['/api/recordings'] as const,
  /** Recordings still on this device (IndexedDB), not yet sealed and described on the server. */
  onDevice: ['evidence-store', 'recordings'] as const,
};

/** While anything is still on its way, the lists look again this often. */
const PENDING_REFRESH_MS = 2_000;

export const getRecordings = (): Promise<RecordingDetails[]> =>
  apiRequest('/api/recordings', { schema: RecordingDetailsListSchema });

export const recordingsQueryOptions = () =>
  queryOptions({ queryKey: recordingKeys.all, queryFn: getRecordings });

/** The session's recordings on the server, refreshed while one of them is not sealed. */
export function useRecordings() {
  return useQuery({
    ...recordingsQueryOptions(),
    refetchOnMount: 'always',
    refetchInterval: (query) =>
      query.state.data?.some((recording) => recording.receipt === null)
        ? PENDING_REFRESH_MS
        : false,
  });
}

const getOnDevice = async (): Promise<LocalRecording[]> =>
  (await evidenceStore.all()).filter((recording) => !recording.metadataPosted);

/** Recordings whose footage or metadata has not fully reached the server yet. */
export function useOnDeviceRecordings() {
  return useQuery({
    queryKey: recordingKeys.onDevice,
    queryFn: getOnDevice,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: (query) => ((query.state.data?.length ?? 0) > 0 ? PENDING_REFRESH_MS : false),
  });
}
