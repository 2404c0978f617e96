import type { RedisConfig } from '../../config';
import type { BusErrorReporter, EventBus } from './event-bus';
import { createMemoryEventBus } from './memory-event-bus';
import { createRedisEventBus } from './redis-event-bus';

/**
 * In-process by default; Redis pub/sub on `<REDIS_PREFIX><name>` when REDIS_URL is set.
 * `onError` hears of failing subscribers, `onRedisError` of Redis itself (connections, messages).
 */
export function createEventBus<T>(
  redis: RedisConfig,
  options: {
    name: string;
    parse: (value: unknown) => T;
    onError: BusErrorReporter;
    onRedisError: BusErrorReporter;
  },
): Promise<EventBus<T>> {
  if (redis === null) return Promise.resolve(createMemoryEventBus<T>(options.onError));
  return createRedisEventBus<T>({
    url: redis.url,
    channel: `${redis.prefix}${options.name}`,
    parse: options.parse,
    onError: options.onError,
    onRedisError: options.onRedisError,
  });
}
