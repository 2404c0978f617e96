import { SenderNameSettingSchema } from '@redzone/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const senderNameKey = ['trusted-contacts', 'sender-name'] as const;

/** GET /api/trusted-contacts/sender-name: how the texts to the contacts name this person now. */
export function useSenderName(enabled: boolean) {
  return useQuery({
    queryKey: senderNameKey,
    queryFn: () =>
      apiRequest('/api/trusted-contacts/sender-name', { schema: SenderNameSettingSchema }),
    enabled,
  });
}
