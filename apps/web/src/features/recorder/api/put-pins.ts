import { type PinsStatus, PinsStatusSchema, type SetPinsBody } from '@redzone/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /api/me/pins (issue 29): this device's PIN hashes (never a PIN), or null to clear them.
 * While the server holds a stop PIN, `currentPin` must be it.
 */
export const putPins = (body: SetPinsBody): Promise<PinsStatus> =>
  apiRequest('/api/me/pins', { method: 'PUT', body, schema: PinsStatusSchema });
