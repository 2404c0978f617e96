import {
  type CreateVideoReportBody,
  type VideoReport,
  VideoReportListSchema,
} from '@redzone/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { videoReportKeys } from './get-video-reports';

/**
 * P1 §7 asks for one POST /api/video-reports per agency; the batch stores them all or none,
 * so a failure never leaves half a submission (docs/decisions/015).
 */
export const createVideoReports = (reports: CreateVideoReportBody[]): Promise<VideoReport[]> =>
  apiRequest('/api/video-reports/batch', {
    method: 'POST',
    body: { reports },
    schema: VideoReportListSchema,
  });

export function useCreateVideoReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVideoReports,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: videoReportKeys.all });
      // A complaint keeps its recording past the retention: the recordings list says so now.
      // Its key is the endpoint's path (the recorder feature's, not imported across features).
      void queryClient.invalidateQueries({ queryKey: ['/api/recordings'] });
    },
  });
}
