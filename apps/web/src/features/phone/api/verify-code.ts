import {
  STORAGE_KEYS,
  VERIFICATION_TIER,
  VerificationResultSchema,
  type VerifiedPhoneRecord,
  type VerificationResult,
} from '@redzone/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { writeStored } from '../../../lib/storage';
import { sessionKeys } from '../../../lib/session';
import { verificationKeys } from './get-verification-status';

export const verifyCode = (input: {
  phoneNumber: string;
  verificationCode: string;
  /** "I lost my other phone": it is signed out for good. */
  signOutOtherDevices?: boolean;
  /** With it, the other phone's stop PIN where it had one set. */
  stopPin?: string;
}): Promise<VerificationResult> =>
  apiRequest('/api/phone/verify/code', {
    method: 'POST',
    body: input,
    schema: VerificationResultSchema,
  });

/** P2 §7: on success the verified record is saved locally and the status query refreshed. */
export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: async (result, { phoneNumber }) => {
      if (!result.success) return;
      const record: VerifiedPhoneRecord = {
        phoneNumber,
        verifiedAt: new Date().toISOString(),
        isPhoneVerified: true,
        verificationTier: VERIFICATION_TIER,
        canPost: true,
      };
      writeStored(STORAGE_KEYS.verifiedPhone, record);
      // What came back from the other phones (recordings, alerts, contacts, PINs) shows at once;
      // a new account for another number has none of what the last one had.
      if (result.takenBack !== undefined || result.startedNewAccount === true) {
        await queryClient.invalidateQueries();
        return;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: verificationKeys.status }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      ]);
    },
  });
}
