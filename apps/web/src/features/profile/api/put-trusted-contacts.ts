import {
  TrustedContactsSchema,
  type OliveBranchFriend,
  type SenderNameChoice,
} from '@redzone/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { senderNameKey } from './get-sender-name';

export interface CircleChange {
  contacts: OliveBranchFriend[];
  pin?: string;
  /** How the texts name the person; stored before new numbers get their confirmation text. */
  senderName?: SenderNameChoice;
}

/**
 * Sends the whole Olive Branch circle so the server can reach these contacts in an alert. While a
 * stop PIN is set, `pin` must be it.
 */
export const putTrustedContacts = (change: CircleChange) =>
  apiRequest('/api/trusted-contacts', {
    method: 'PUT',
    body: change,
    schema: TrustedContactsSchema,
  });

export function usePutTrustedContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putTrustedContacts,
    // The server's answer is the circle as it now holds it, with each contact's answer.
    onSuccess: async (circle, change) => {
      queryClient.setQueryData(['trusted-contacts'], circle);
      if (change.senderName !== undefined)
        await queryClient.invalidateQueries({ queryKey: senderNameKey });
    },
  });
}
