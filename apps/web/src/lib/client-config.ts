import { ClientConfigSchema, type ClientConfig } from '@redzone/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const clientConfigKeys = { all: ['/api/config'] as const };

/** The server's run-time settings for the web app (map tiles, retention), decision 013. */
export const getClientConfig = (): Promise<ClientConfig> =>
  apiRequest('/api/config', { schema: ClientConfigSchema });

export const clientConfigQueryOptions = () =>
  queryOptions({ queryKey: clientConfigKeys.all, queryFn: getClientConfig });

export function useClientConfig() {
  return useQuery(clientConfigQueryOptions());
}
