import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { RateLimit, RateLimiter } from './rate-limiter';

/**
 * One sorted set of use times per key. Atomic, so two instances answering the same identity at
 * once cannot both take the last place. Returns 0 when allowed, else the wait in milliseconds.
 */
const TAKE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return math.max(1, tonumber(oldest[2]) + tonumber(ARGV[2]) - tonumber(ARGV[1]))
end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 0`;

export async function createRedisRateLimiter(
  limit: RateLimit,
  deps: {
    url: string;
    prefix: string;
    name: string;
    now: () => Date;
    onError: (error: unknown, message: string) => void;
  },
): Promise<RateLimiter> {
  const redis = new Redis(deps.url, { lazyConnect: true });
  redis.on('error', (error) => deps.onError(error, 'Redis rate-limit connection error'));
  await redis.connect();
  return {
    async take(key) {
      const nowMs = deps.now().getTime();
      // Two uses in the same millisecond must stay two members.
      const member = `${nowMs}:${randomBytes(6).toString('hex')}`;
      const waitMs = Number(
        await redis.eval(
          TAKE_SCRIPT,
          1,
          `${deps.prefix}rate:${deps.name}:${key}`,
          String(nowMs),
          String(limit.windowMs),
          String(limit.limit),
          member,
        ),
      );
      return waitMs > 0 ? { retryAfterMs: waitMs } : null;
    },
    async uses(key) {
      const nowMs = deps.now().getTime();
      return redis.zcount(
        `${deps.prefix}rate:${deps.name}:${key}`,
        `(${nowMs - limit.windowMs}`,
        '+inf',
      );
    },
    async giveBack(key) {
      await redis.zpopmax(`${deps.prefix}rate:${deps.name}:${key}`);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
