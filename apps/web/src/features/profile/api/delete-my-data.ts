import { STORAGE_KEYS } from '@redzone/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { removeStored } from '../../../lib/storage';
import { resetProfile } from '../profile-store';
import { DEVICE_KEYS } from './sign-out';

const withPin = (pin: string | undefined) => (pin === undefined ? {} : { body: { pin } });

/**
 * DELETE /api/me: the server deletes everything of this identity but recordings, which follow
 * their retention; this device then forgets it as Sign Out does. `pin`: the stop PIN, when set.
 */
export const deleteMyData = (pin?: string) =>
  apiRequest('/api/me', { method: 'DELETE', ...withPin(pin) });

/** DELETE /api/phone: the verified number is forgotten. `pin`: the stop PIN, when set. */
export const removePhone = (pin?: string) =>
  apiRequest('/api/phone', { method: 'DELETE', ...withPin(pin) });

export function useDeleteMyData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyData,
    onSuccess: () => {
      for (const key of DEVICE_KEYS) removeStored(key);
      resetProfile();
      queryClient.clear();
    },
  });
}

/** The verified number is forgotten on the server and on this device. */
export function useRemovePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePhone,
    onSuccess: () => {
      removeStored(STORAGE_KEYS.verifiedPhone);
      void queryClient.invalidateQueries();
    },
  });
}
