import { apiRequest } from '../../../lib/api-client';

/** POST /api/alerts/{id}/end; with a stop PIN set, `pin` must be it. */
export const endAlert = (id: string, pin?: string) =>
  apiRequest(`/api/alerts/${encodeURIComponent(id)}/end`, {
    method: 'POST',
    ...(pin === undefined ? {} : { body: { pin } }),
  });
