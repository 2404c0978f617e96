import { type ContactMessageBody, ContactMessageReceivedSchema } from '@redzone/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/contact-messages: kept for the people who run this installation. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactMessageBody) =>
      apiRequest('/api/contact-messages', {
        method: 'POST',
        body,
        schema: ContactMessageReceivedSchema,
      }),
  });
}
