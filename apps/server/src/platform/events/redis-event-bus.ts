import { Redis } from 'ioredis';
import { type BusErrorReporter, dispatch, type EventBus } from './event-bus';

export interface RedisEventBusOptions<T> {
  url: string;
  channel: string;
  /** Checks a message read back from Redis; a throw drops the message (and is reported). */
  parse: (value: unknown) => T;
  /** A subscriber failed. */
  onError: BusErrorReporter;
  /** A connection failed, or a message from Redis could not be read. */
  onRedisError: BusErrorReporter;
}

/**
 * Redis pub/sub between instances. A connection in subscriber mode can run no other command, so
 * publishing has its own connection. Pub/sub delivers at most once: a message published while an
 * instance is disconnected is lost to it, which is why every event also has a durable id that a
 * reconnecting client replays from the database.
 */
export async function createRedisEventBus<T>(
  options: RedisEventBusOptions<T>,
): Promise<EventBus<T>> {
  const { url, channel, parse, onError, onRedisError } = options;
  const publisher = new Redis(url, { lazyConnect: true });
  const subscriber = new Redis(url, { lazyConnect: true });
  const handlers = new Set<(event: T) => void>();
  // Without an 'error' listener ioredis prints every reconnection failure itself.
  publisher.on('error', (error) => onRedisError(error, 'Redis publisher connection error'));
  subscriber.on('error', (error) => onRedisError(error, 'Redis subscriber connection error'));
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    let event: T;
    try {
      event = parse(JSON.parse(message));
    } catch (error) {
      onRedisError(error, 'dropped a malformed live event from Redis');
      return;
    }
    dispatch(handlers, event, onError);
  });
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(channel);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }
  return {
    mayMissEvents: true,
    async publish(event) {
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async ping() {
      await publisher.ping();
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
