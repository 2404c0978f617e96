import { type Officer, OfficerSchema } from '@redzone/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { officerKeys } from './search-officers';

/** GET /api/officers/{id} (docs/decisions/016): the officer with their current grade. */
export const getOfficer = (officerId: string, signal?: AbortSignal): Promise<Officer> =>
  apiRequest(`/api/officers/${encodeURIComponent(officerId)}`, { schema: OfficerSchema, signal });

export const officerQueryOptions = (officerId: string) =>
  queryOptions({
    queryKey: officerKeys.detail(officerId),
    queryFn: ({ signal }) => getOfficer(officerId, signal),
    staleTime: 0,
  });

export function useOfficer(officerId: string) {
  return useQuery(officerQueryOptions(officerId));
}
