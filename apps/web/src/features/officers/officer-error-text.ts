import { ApiError } from '../../lib/api-client';
import { serverErrorText } from '../../lib/server-error-text';

/**
 * A refused request (4xx) says what to change: a badge already listed, a daily limit, a field.
 * Its words are shown instead of the spec's "Please try again", which would not help; anything
 * else (no network, a 5xx) shows the spec's message (docs/decisions/016).
 */
export function officerErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return serverErrorText(error, fallback);
  }
  return fallback;
}
