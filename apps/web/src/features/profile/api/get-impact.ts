import { type Impact, ImpactSchema } from '@redzone/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const impactKeys = { all: ['/api/impact'] as const };

export const getImpact = (): Promise<Impact> => apiRequest('/api/impact', { schema: ImpactSchema });

export function useImpact() {
  return useQuery(queryOptions({ queryKey: impactKeys.all, queryFn: getImpact }));
}
