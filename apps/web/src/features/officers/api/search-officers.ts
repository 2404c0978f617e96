import { type Officer, OfficerListSchema } from '@redzone/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface OfficerFilters {
  search: string;
  city: string;
  state: string;
}

/** Query keys of the officers area; a change to an officer invalidates `all`. */
export const officerKeys = {
  all: ['/api/officers'] as const,
  search: (filters: OfficerFilters) => [...officerKeys.all, 'search', filters] as const,
  detail: (officerId: string) => [...officerKeys.all, 'detail', officerId] as const,
  reports: (officerId: string) => [...officerKeys.all, 'reports', officerId] as const,
};

/** P2 §7 GET /api/officers with the optional search, city and state. */
export function searchOfficers(filters: OfficerFilters, signal?: AbortSignal): Promise<Officer[]> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value.trim()) query.set(key, value.trim());
  }
  const suffix = query.size > 0 ? `?${query}` : '';
  return apiRequest(`/api/officers${suffix}`, { schema: OfficerListSchema, signal });
}

export const officerSearchQueryOptions = (filters: OfficerFilters) =>
  queryOptions({
    queryKey: officerKeys.search(filters),
    queryFn: ({ signal }) => searchOfficers(filters, signal),
    // Other people file officers and reports: a search is asked again when it is shown again.
    staleTime: 0,
  });

/** The previous answer stays on screen while the next search runs, so the grid does not blink. */
export function useOfficerSearch(filters: OfficerFilters, options: { enabled: boolean }) {
  return useQuery({
    ...officerSearchQueryOptions(filters),
    enabled: options.enabled,
    placeholderData: keepPreviousData,
  });
}
