import { createHmac, timingSafeEqual } from 'node:crypto';

/** 24 bytes of HMAC: unguessable, and short enough for an SMS. */
const MAC_BYTES = 24;

/**
 * Issue 27: a trusted contact's private link to one alert. `<alertId>.<mac>`, the MAC keyed from
 * the session secret (every instance shares it), so no table holds the links and nobody can make
 * one for an alert without the secret. When it stops working is the alert's business (its end).
 */
export interface WatchTokens {
  tokenFor(alertId: string): string;
  /** The alert a token names, or null when it was not made here. */
  alertIdOf(token: string): string | null;
}

export function createWatchTokens(secret: string): WatchTokens {
  // Its own key: a MAC made for a watch link can never pass as a signed cookie, or the reverse.
  const key = createHmac('sha256', secret).update('redzone watch links v1').digest();
  const macOf = (alertId: string) =>
    createHmac('sha256', key).update(alertId).digest().subarray(0, MAC_BYTES);
  return {
    tokenFor: (alertId) => `${alertId}.${macOf(alertId).toString('base64url')}`,
    alertIdOf(token) {
      const dot = token.lastIndexOf('.');
      if (dot <= 0) return null;
      const alertId = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1), 'base64url');
      const expected = macOf(alertId);
      return given.length === expected.length && timingSafeEqual(given, expected) ? alertId : null;
    },
  };
}
