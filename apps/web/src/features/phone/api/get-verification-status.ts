import { VerificationStatusSchema, type VerificationStatus } from '@redzone/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const verificationKeys = { status: ['/api/user/verification-status'] as const };

export const getVerificationStatus = (): Promise<VerificationStatus> =>
  apiRequest('/api/user/verification-status', { schema: VerificationStatusSchema });

/** P2 §7: no retry (the client default). */
export const verificationStatusQueryOptions = () =>
  queryOptions({ queryKey: verificationKeys.status, queryFn: getVerificationStatus });

export function useVerificationStatus() {
  return useQuery(verificationStatusQueryOptions());
}
