import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RedisClientName } from '../metrics/infrastructure.metrics';
import { createRateLimiter } from './create-rate-limiter';
import type { RateLimit, RateLimiter } from './rate-limiter';

/**
 * Rate limiters for every feature: in this process, or in Redis when REDIS_URL is set (DESIGN.md
 * "Runtime modes"), each closed with the app. A Redis error is logged and counted.
 */
export const limitersPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, clock, metrics } = app;
    const reportRedisError = (client: RedisClientName) => (error: unknown, message: string) => {
      metrics.infrastructure.redisError(client);
      app.log.error({ err: error }, message);
    };
    app.decorate('reportRedisError', reportRedisError);
    app.decorate('createLimiter', async (name: string, limit: RateLimit) => {
      const limiter = await createRateLimiter(config.redis, limit, {
        name,
        now: clock,
        onError: reportRedisError('rate_limit'),
      });
      app.addHook('onClose', () => limiter.close());
      return limiter;
    });
  },
  { name: 'limiters', dependencies: ['app-context', 'metrics'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** A limiter named for its keys in Redis, closed with the app. */
    createLimiter(name: string, limit: RateLimit): Promise<RateLimiter>;
    reportRedisError(client: RedisClientName): (error: unknown, message: string) => void;
  }
}
