import { ALERT_RATE_LIMIT, ALERT_RATE_LIMIT_WINDOW_MS } from '@redzone/contract';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const WINDOW_MINUTES = ALERT_RATE_LIMIT_WINDOW_MS / MINUTE_MS;

/**
 * Whether one more alert may be sent now, given the creation times of this identity's alerts in
 * the window (oldest first). Retry-After is when the oldest of them leaves the window.
 */
export function alertRateLimitRefusal(
  recent: Date[],
  now: Date,
): { message: string; retryAfterSeconds: number } | null {
  if (recent.length < ALERT_RATE_LIMIT) return null;
  const blocking = recent[recent.length - ALERT_RATE_LIMIT];
  if (blocking === undefined) return null;
  const waitMs = blocking.getTime() + ALERT_RATE_LIMIT_WINDOW_MS - now.getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / SECOND_MS));
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return {
    message: `You can send at most ${ALERT_RATE_LIMIT} alerts in ${WINDOW_MINUTES} minutes. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call 911.`,
    retryAfterSeconds,
  };
}
