import { afterEach, describe, expect, it } from 'vitest';
import { testRedisUrl, uniqueRedisPrefix } from '../../test/test-redis';
import type { EventBus } from './event-bus';
import { createMemoryEventBus } from './memory-event-bus';
import { createRedisEventBus } from './redis-event-bus';

interface Ping {
  n: number;
}

function parsePing(value: unknown): Ping {
  if (typeof value !== 'object' || value === null || typeof (value as Ping).n !== 'number') {
    throw new Error('not a ping');
  }
  return value as Ping;
}

describe('the in-process event bus', () => {
  it('hands each event to every subscriber, even after one of them throws', async () => {
    const errors: string[] = [];
    const bus = createMemoryEventBus<Ping>((_, message) => errors.push(message));
    const seen: number[] = [];
    bus.subscribe(() => {
      throw new Error('boom');
    });
    const unsubscribe = bus.subscribe((event) => seen.push(event.n));
    await bus.publish({ n: 1 });
    unsubscribe();
    await bus.publish({ n: 2 });
    expect(seen).toEqual([1]);
    expect(errors).toEqual(['event bus subscriber failed', 'event bus subscriber failed']);
  });
});

describe.skipIf(testRedisUrl === null)(
  `the Redis event bus${testRedisUrl === null ? ' (skipped: TEST_REDIS_URL is not set)' : ''}`,
  () => {
    const opened: EventBus<Ping>[] = [];
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((bus) => bus.close()));
    });

    async function instance(channel: string, errors: string[] = []) {
      const bus = await createRedisEventBus<Ping>({
        url: testRedisUrl ?? '',
        channel,
        parse: parsePing,
        onError: (_, message) => errors.push(message),
        onRedisError: (_, message) => errors.push(message),
      });
      opened.push(bus);
      return bus;
    }

    function collect(bus: EventBus<Ping>): number[] {
      const seen: number[] = [];
      bus.subscribe((event) => seen.push(event.n));
      return seen;
    }

    it('delivers every event once to every instance, the publisher included', async () => {
      const channel = `${uniqueRedisPrefix()}live`;
      const a = await instance(channel);
      const b = await instance(channel);
      const seenByA = collect(a);
      const seenByB = collect(b);
      await a.publish({ n: 1 });
      await b.publish({ n: 2 });
      await expect.poll(() => [seenByA.length, seenByB.length]).toEqual([2, 2]);
      expect(seenByA.sort()).toEqual([1, 2]);
      expect(seenByB.sort()).toEqual([1, 2]);
    });

    it('keeps channels apart and drops a malformed message', async () => {
      const prefix = uniqueRedisPrefix();
      const errors: string[] = [];
      const mine = await instance(`${prefix}live`, errors);
      const other = await instance(`${prefix}other`);
      const seen = collect(mine);
      await other.publish({ n: 9 });
      const raw = await instance(`${prefix}live`);
      await (raw as unknown as EventBus<unknown>).publish({ nope: true });
      await mine.publish({ n: 1 });
      await expect.poll(() => seen).toEqual([1]);
      expect(errors).toContain('dropped a malformed live event from Redis');
    });
  },
);
