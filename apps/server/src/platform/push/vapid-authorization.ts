import webPush from 'web-push';
import type { VapidKeys } from '../../config';

/** RFC 8292 §2: a token may live up to 24 hours; 12, as web-push makes them. */
const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
/** Reused for an hour, so every message carries a token with 11 hours or more left. */
const REUSE_MS = 60 * 60 * 1000;
/** Push services are a handful of origins, but WNS has many subdomains: a bound all the same. */
const MAX_AUDIENCES = 1000;
const MS_PER_SECOND = 1000;

/**
 * The VAPID Authorization header (RFC 8292 §3) for an endpoint, signed once per push service and
 * reused, as RFC 8292 §2 allows: the JWT names only the service's origin, the subject and an
 * expiry. Signing a fresh one per message (what web-push does) is an ES256 signature each, more
 * than half of a message's CPU time: an alert reaching 4,000 watch zones spent seconds on it
 * (docs/benchmarks.md, alert fan-out, 2026-11-26).
 */
export function createVapidAuthorization(deps: {
  keys: VapidKeys;
  subject: string;
  now?: () => number;
}): (endpoint: string) => string {
  const { keys, subject, now = Date.now } = deps;
  const signed = new Map<string, { header: string; renewAtMs: number }>();
  return (endpoint) => {
    const audience = new URL(endpoint).origin;
    const nowMs = now();
    const cached = signed.get(audience);
    if (cached !== undefined && cached.renewAtMs > nowMs) return cached.header;
    if (signed.size >= MAX_AUDIENCES) signed.clear();
    const expiration = Math.floor(nowMs / MS_PER_SECOND) + TOKEN_LIFETIME_SECONDS;
    const header = webPush.getVapidHeaders(
      audience,
      subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
      expiration,
    ).Authorization;
    signed.set(audience, { header, renewAtMs: nowMs + REUSE_MS });
    return header;
  };
}
