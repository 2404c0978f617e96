import type { CheckPinBody } from '@redzone/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/me/pins/check: a PIN typed to stop a recording. Resolves for the stop PIN and the
 * duress PIN alike (the server alone tells them apart, and tells the contacts); rejects with
 * an ApiError for a wrong one (403), too many tries (429) or a busy server (503).
 */
export const checkPin = (body: CheckPinBody): Promise<void> =>
  apiRequest('/api/me/pins/check', { method: 'POST', body });
