import { apiRequest } from '../../../lib/api-client';

/**
 * This person saw an alert they were sent (the urgent screen), so its sender's count of
 * who saw it grows. Best effort: a lost acknowledgement must never get in the way of the alert.
 */
export function acknowledgeAlert(id: string): void {
  void apiRequest(`/api/alerts/${encodeURIComponent(id)}/acknowledge`, { method: 'POST' }).catch(
    () => undefined,
  );
}
