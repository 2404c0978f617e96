import { TrustedContactsSchema, type OliveBranchFriend } from '@redzone/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Sends the whole Olive Branch circle so the server can reach these contacts in an alert. */
export const putTrustedContacts = (contacts: OliveBranchFriend[]) =>
  apiRequest('/api/trusted-contacts', {
    method: 'PUT',
    body: { contacts },
    schema: TrustedContactsSchema,
  });

export function usePutTrustedContacts() {
  return useMutation({ mutationFn: putTrustedContacts });
}
