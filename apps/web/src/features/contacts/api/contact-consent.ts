import { type ContactConsent, ContactConsentSchema } from '@redzone/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The link a contact was texted: its token is in the address's fragment. */
const consentPath = (token: string) => `/api/contact-consents/${encodeURIComponent(token)}`;

export function useContactConsent(token: string) {
  return useQuery({
    queryKey: ['/api/contact-consents', token],
    queryFn: () => apiRequest(consentPath(token), { schema: ContactConsentSchema }),
    enabled: token.length > 0,
    retry: false,
  });
}

export function useAnswerContactConsent(token: string) {
  return useMutation({
    mutationFn: (accept: boolean): Promise<ContactConsent> =>
      apiRequest(consentPath(token), {
        method: 'POST',
        body: { accept },
        schema: ContactConsentSchema,
      }),
  });
}
