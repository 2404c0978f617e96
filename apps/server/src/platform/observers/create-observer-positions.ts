import type { RedisConfig } from '../../config';
import { createMemoryObserverPositions } from './memory-observer-positions';
import type { ObserverPositions } from './observer-positions';
import { createRedisObserverPositions } from './redis-observer-positions';
import { withSealedMembers } from './sealed-observer-positions';

/**
 * In this process by default; in Redis when REDIS_URL is set, so every instance sees them, keyed
 * there by sealed members rather than identities.
 */
export async function createObserverPositions(
  redis: RedisConfig,
  deps: {
    now: () => Date;
    onError: (error: unknown, message: string) => void;
    /** Keys the sealing of identities in Redis (the session secret every instance shares). */
    secret: string;
  },
): Promise<ObserverPositions> {
  if (redis === null) return createMemoryObserverPositions({ now: deps.now });
  const { secret, ...rest } = deps;
  const inner = await createRedisObserverPositions({
    url: redis.url,
    prefix: redis.prefix,
    ...rest,
  });
  return withSealedMembers(inner, secret);
}
