import { HomepageVideoSchema } from '@redzone/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useHasStarted } from '../../../lib/after-start';
import { apiRequest } from '../../../lib/api-client';

export const homepageVideoKeys = { all: ['/api/homepage-video'] as const };

export const homepageVideoQueryOptions = () =>
  queryOptions({
    queryKey: homepageVideoKeys.all,
    queryFn: () => apiRequest('/api/homepage-video', { schema: HomepageVideoSchema }),
    staleTime: 5 * 60_000,
  });

/**
 * The uploaded homepage video's path, or null when none was uploaded (or the call failed). Asked
 * for once Home is painted: the poster shows until then.
 */
export function useHomepageVideoPath(): string | null {
  const { data } = useQuery({ ...homepageVideoQueryOptions(), enabled: useHasStarted() });
  return data?.videoPath ?? null;
}
