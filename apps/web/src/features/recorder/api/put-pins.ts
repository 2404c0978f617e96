import { type PinsStatus, PinsStatusSchema, type SetPinsBody } from '@redzone/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /api/me/pins: the PINs as typed (over TLS; the server keeps slow keyed hashes), or null to
 * clear them. While a stop PIN is set, `currentPin` must be it.
 */
export const putPins = (body: SetPinsBody): Promise<PinsStatus> =>
  apiRequest('/api/me/pins', { method: 'PUT', body, schema: PinsStatusSchema });
