import { type OfficerReport, OfficerReportListSchema } from '@redzone/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { officerKeys } from './search-officers';

/** P2 §7 GET /api/officers/{id}/reports, newest first. */
export const getOfficerReports = (
  officerId: string,
  signal?: AbortSignal,
): Promise<OfficerReport[]> =>
  apiRequest(`/api/officers/${encodeURIComponent(officerId)}/reports`, {
    schema: OfficerReportListSchema,
    signal,
  });

export const officerReportsQueryOptions = (officerId: string) =>
  queryOptions({
    queryKey: officerKeys.reports(officerId),
    queryFn: ({ signal }) => getOfficerReports(officerId, signal),
    staleTime: 0,
  });

export function useOfficerReports(officerId: string) {
  return useQuery(officerReportsQueryOptions(officerId));
}
