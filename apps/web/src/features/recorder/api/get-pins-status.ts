import { type PinsStatus, PinsStatusSchema } from '@redzone/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const pinsKeys = { all: ['/api/me/pins'] as const };

/** GET /api/me/pins: which PINs the server holds for this identity. */
export const getPinsStatus = (): Promise<PinsStatus> =>
  apiRequest('/api/me/pins', { schema: PinsStatusSchema });

export const pinsStatusQueryOptions = () =>
  queryOptions({ queryKey: pinsKeys.all, queryFn: getPinsStatus });

export function usePinsStatus() {
  return useQuery(pinsStatusQueryOptions());
}
