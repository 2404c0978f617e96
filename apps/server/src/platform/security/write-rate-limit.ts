import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, HTTP_STATUS } from '../errors/app-error';
import { addressGroup } from '../http/client-address';
import { readSessionUserId } from '../identity/session-cookie';
import type { RateLimit, RateLimiter } from '../rate-limit/rate-limiter';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this write route bounds itself (say why beside the route); see write-rate-limit.ts. */
    writeRateLimit?: false;
  }
}

/**
 * Writes per identity a minute, across every write route together. A person sharing their
 * position every 30 s, alerting, responding and filing reports stays far below it; a script
 * filling the database does not. Routes with a tighter rule of their own (alerts, reports,
 * verification codes, the law office) keep it as well.
 */
export const WRITE_RATE_LIMIT: RateLimit = { limit: 60, windowMs: 60_000 };

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SECOND_MS = 1000;

/**
 * 429 rate_limited for a session (or, without one, a network address) past WRITE_RATE_LIMIT on
 * state-changing routes. Counted in onRequest, before the body is read, so a refused request
 * costs nothing; requests to no route are not counted (they change nothing). Register after the
 * cookie plugin, which parses the session cookie in its own onRequest hook.
 */
export const writeRateLimitPlugin = fp(
  async (app: FastifyInstance, options: { limiter: RateLimiter }) => {
    app.addHook('onRequest', async (request) => {
      if (!UNSAFE_METHODS.has(request.method)) return;
      if (request.is404 || request.routeOptions.config.writeRateLimit === false) return;
      // Sessions cost nothing to mint, but a client without one is counted by its address.
      const key = readSessionUserId(request) ?? `address:${addressGroup(request.ip)}`;
      let refusal: Awaited<ReturnType<RateLimiter['take']>>;
      try {
        refusal = await options.limiter.take(key);
      } catch (error) {
        // Fail open: a counter store that is down (Redis) must not stop an alert from being sent.
        request.log.error({ err: error }, 'write rate limit not counted');
        return;
      }
      if (refusal === null) return;
      throw new AppError(
        HTTP_STATUS.tooManyRequests,
        'rate_limited',
        'Too many changes in a short time. Wait a minute and try again.',
        { retryAfterSeconds: Math.max(1, Math.ceil(refusal.retryAfterMs / SECOND_MS)) },
      );
    });
  },
  { name: 'write-rate-limit', dependencies: ['session-cookie'] },
);
