import { type PutWatchZonesBody, type WatchZones, WatchZonesSchema } from '@redzone/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const watchZoneKeys = { all: ['watch-zones'] as const };

/** GET /api/observer/watch-zones: a verified person's places, coarse. */
export function useWatchZones(enabled: boolean) {
  return useQuery({
    queryKey: watchZoneKeys.all,
    queryFn: () => apiRequest('/api/observer/watch-zones', { schema: WatchZonesSchema }),
    enabled,
  });
}

/** PUT the whole list; the answer is what the server stored (cells, not the points sent). */
export function useSaveWatchZones() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutWatchZonesBody): Promise<WatchZones> =>
      apiRequest('/api/observer/watch-zones', { method: 'PUT', body, schema: WatchZonesSchema }),
    onSuccess: (zones) => queryClient.setQueryData(watchZoneKeys.all, zones),
  });
}

export function useClearWatchZones() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<void> => apiRequest('/api/observer/watch-zones', { method: 'DELETE' }),
    onSuccess: () =>
      queryClient.setQueryData<WatchZones>(watchZoneKeys.all, {
        zones: [],
        textWhenUnreachable: false,
      }),
  });
}
