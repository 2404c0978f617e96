import { randomBytes } from 'node:crypto';
import { signerFactory } from '@fastify/cookie';
import { SESSION_COOKIE_NAME } from '../../apps/server/src/platform/identity/session-cookie';
import type { Sessions } from './phase';

/**
 * Sessions made the way the server makes them (a `user-<ms>-<suffix>` id signed by @fastify/cookie
 * with the server's SESSION_SECRET), without 10,000 round trips to GET /api/session.
 */
export function createSessions(counts: { observers: number; creators: number }): Sessions & {
  sessionSecret: string;
  phoneDataKey: string;
  creatorIds: string[];
} {
  const sessionSecret = randomBytes(32).toString('hex');
  const signer = signerFactory(sessionSecret);
  const stamp = Date.now();
  const cookieOf = (id: string) => `${SESSION_COOKIE_NAME}=${encodeURIComponent(signer.sign(id))}`;
  const observerIds = Array.from(
    { length: counts.observers },
    (_, i) => `user-${stamp}-bench-o${i}`,
  );
  const creatorIds = Array.from({ length: counts.creators }, (_, i) => `user-${stamp}-bench-c${i}`);
  return {
    sessionSecret,
    phoneDataKey: randomBytes(32).toString('hex'),
    creatorIds,
    observerCookies: observerIds.map(cookieOf),
    creatorCookies: creatorIds.map(cookieOf),
  };
}
