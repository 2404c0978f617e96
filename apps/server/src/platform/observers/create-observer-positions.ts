import type { RedisConfig } from '../../config';
import { createMemoryObserverPositions } from './memory-observer-positions';
import type { ObserverPositions } from './observer-positions';
import { createRedisObserverPositions } from './redis-observer-positions';

/** In this process by default; in Redis when REDIS_URL is set, so every instance sees them. */
export function createObserverPositions(
  redis: RedisConfig,
  deps: { now: () => Date; onError: (error: unknown, message: string) => void },
): Promise<ObserverPositions> {
  if (redis === null) return Promise.resolve(createMemoryObserverPositions({ now: deps.now }));
  return createRedisObserverPositions({ url: redis.url, prefix: redis.prefix, ...deps });
}
