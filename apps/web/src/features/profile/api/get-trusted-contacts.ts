import { TrustedContactsSchema } from '@redzone/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/trusted-contacts: the circle as the server holds it, each with its consent. */
export function useTrustedContacts(enabled: boolean) {
  return useQuery({
    queryKey: ['trusted-contacts'],
    queryFn: () => apiRequest('/api/trusted-contacts', { schema: TrustedContactsSchema }),
    enabled,
  });
}
