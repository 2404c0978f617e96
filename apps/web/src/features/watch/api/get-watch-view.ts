import { WatchViewSchema } from '@redzone/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** While the alert is on, the view is asked for this often: its state and footage grow. */
const REFRESH_MS = 5_000;

/**
 * What a trusted contact's link shows. The token rides in the address's fragment, so it
 * never reaches a server log; a wrong or expired link is final (no retry).
 */
export function useWatchView(token: string) {
  return useQuery({
    queryKey: ['/api/watch', token],
    queryFn: () =>
      apiRequest(`/api/watch/${encodeURIComponent(token)}`, { schema: WatchViewSchema }),
    enabled: token.length > 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
    refetchInterval: (query) =>
      query.state.data?.alert.status === 'active' || query.state.data === undefined
        ? REFRESH_MS
        : false,
  });
}
