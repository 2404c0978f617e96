import { QueryClient, type QueryFunction, timeoutManager } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { createLongTimeoutProvider } from './long-timeouts';

// Before any client or query exists (TanStack's rule): the 90-day law refetch needs long timers.
timeoutManager.setTimeoutProvider(createLongTimeoutProvider());

/** Spec P1 §7: the default query function joins the key's segments with slashes. */
const defaultQueryFn: QueryFunction = ({ queryKey, signal }) =>
  apiRequest(queryKey.map(String).join('/'), { signal });

/** Spec P1 §7 / P2 §7 defaults: no retries, no refetch on window focus, data never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * TanStack Query assumes it is online when the app starts, so a page opened offline (the
 * service worker's shell) fails its first fetches instead of pausing them, and the manager never
 * sees the network "return". When the browser says it is back, fetch again the queries on
 * screen that failed without data. Returns the unsubscribe function.
 */
export function retryFailedQueriesWhenOnline(queryClient: QueryClient): () => void {
  const retry = () =>
    void queryClient.refetchQueries({
      type: 'active',
      predicate: (query) => query.state.status === 'error' && query.state.data === undefined,
    });
  window.addEventListener('online', retry);
  return () => window.removeEventListener('online', retry);
}
