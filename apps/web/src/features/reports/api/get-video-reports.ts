import { type VideoReport, VideoReportListSchema } from '@redzone/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const videoReportKeys = { all: ['/api/video-reports'] as const };

export const getVideoReports = (): Promise<VideoReport[]> =>
  apiRequest('/api/video-reports', { schema: VideoReportListSchema });

/** The session's reports, newest first (each with its complaint document). */
export function useVideoReports() {
  return useQuery({ queryKey: videoReportKeys.all, queryFn: getVideoReports });
}
