import { STORAGE_KEYS } from '@redzone/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { removeStored } from '../../../lib/storage';
import { resetProfile } from '../profile-store';

/** What this device remembers about the person; recordings on the device are never dropped. */
export const DEVICE_KEYS = [
  STORAGE_KEYS.userId,
  STORAGE_KEYS.verifiedPhone,
  STORAGE_KEYS.createdAlerts,
  STORAGE_KEYS.dismissedAlerts,
  STORAGE_KEYS.mapAlert,
] as const;

/**
 * Sign Out made real: the server clears the session cookie, and this device forgets the
 * identity, the verified number and the profile. Footage not yet uploaded stays and goes on
 * uploading under the identity that made it once it is back, so nothing recorded is lost.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/session', { method: 'DELETE' }),
    onSuccess: async () => {
      for (const key of DEVICE_KEYS) removeStored(key);
      resetProfile();
      // Every answer cached for the old identity goes; the next session is a new one.
      queryClient.clear();
    },
  });
}
