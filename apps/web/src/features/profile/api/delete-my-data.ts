import { STORAGE_KEYS } from '@redzone/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { removeStored } from '../../../lib/storage';
import { resetProfile } from '../profile-store';
import { DEVICE_KEYS } from './sign-out';

/**
 * DELETE /api/me (issue 24, F-20): the server deletes everything of this identity but recordings,
 * which follow their retention; this device then forgets it as Sign Out does.
 */
export function useDeleteMyData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/me', { method: 'DELETE' }),
    onSuccess: () => {
      for (const key of DEVICE_KEYS) removeStored(key);
      resetProfile();
      queryClient.clear();
    },
  });
}

/** DELETE /api/phone: the verified number is forgotten on the server and on this device. */
export function useRemovePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/phone', { method: 'DELETE' }),
    onSuccess: () => {
      removeStored(STORAGE_KEYS.verifiedPhone);
      void queryClient.invalidateQueries();
    },
  });
}
