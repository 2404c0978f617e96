import type { RedisConfig } from '../../config';
import { createMemoryRateLimiter } from './memory-rate-limiter';
import type { RateLimit, RateLimiter } from './rate-limiter';
import { createRedisRateLimiter } from './redis-rate-limiter';

/** In this process by default; in Redis when REDIS_URL is set, so every instance counts alike. */
export function createRateLimiter(
  redis: RedisConfig,
  limit: RateLimit,
  deps: { name: string; now: () => Date; onError: (error: unknown, message: string) => void },
): Promise<RateLimiter> {
  if (redis === null) return Promise.resolve(createMemoryRateLimiter(limit, { now: deps.now }));
  return createRedisRateLimiter(limit, { url: redis.url, prefix: redis.prefix, ...deps });
}
