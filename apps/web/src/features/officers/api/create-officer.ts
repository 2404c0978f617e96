import { type CreateOfficerBody, type Officer, OfficerSchema } from '@redzone/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { officerKeys } from './search-officers';

/** P2 §7 POST /api/officers; the answer's fullName is what the success toast names. */
export const createOfficer = (body: CreateOfficerBody): Promise<Officer> =>
  apiRequest('/api/officers', { method: 'POST', body, schema: OfficerSchema });

export function useCreateOfficer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOfficer,
    onSuccess: (officer) => {
      queryClient.setQueryData(officerKeys.detail(officer.id), officer);
      void queryClient.invalidateQueries({ queryKey: officerKeys.all });
    },
  });
}
