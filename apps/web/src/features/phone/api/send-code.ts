import { VerificationResultSchema, type VerificationResult } from '@redzone/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const sendVerificationCode = (phoneNumber: string): Promise<VerificationResult> =>
  apiRequest('/api/phone/verify', {
    method: 'POST',
    body: { phoneNumber },
    schema: VerificationResultSchema,
  });

export function useSendCode() {
  return useMutation({ mutationFn: sendVerificationCode });
}
