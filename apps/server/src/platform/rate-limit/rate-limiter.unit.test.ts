import { afterEach, describe, expect, it } from 'vitest';
import { testRedisUrl, uniqueRedisPrefix } from '../../test/test-redis';
import { createMemoryRateLimiter } from './memory-rate-limiter';
import type { RateLimit, RateLimiter } from './rate-limiter';
import { createRedisRateLimiter } from './redis-rate-limiter';

const LIMIT: RateLimit = { limit: 3, windowMs: 60_000 };

type Factory = (now: () => Date) => Promise<RateLimiter>;

function behavesAsRateLimiter(factory: Factory) {
  let nowMs = Date.UTC(2026, 0, 2, 3, 4, 5);
  const opened: RateLimiter[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((limiter) => limiter.close()));
  });
  async function open() {
    const limiter = await factory(() => new Date(nowMs));
    opened.push(limiter);
    return limiter;
  }

  it('allows the limit in a window, then says how long to wait', async () => {
    const limiter = await open();
    for (let i = 0; i < LIMIT.limit; i += 1) {
      expect(await limiter.take('alice')).toBeNull();
      nowMs += 1_000;
    }
    expect(await limiter.take('alice')).toEqual({ retryAfterMs: LIMIT.windowMs - 3_000 });
    expect(await limiter.take('bob')).toBeNull();
  });

  it('lets a use through once the oldest leaves the window, without counting refusals', async () => {
    const limiter = await open();
    for (let i = 0; i < LIMIT.limit; i += 1) await limiter.take('carol');
    for (let i = 0; i < 5; i += 1) expect(await limiter.take('carol')).not.toBeNull();
    nowMs += LIMIT.windowMs;
    expect(await limiter.take('carol')).toBeNull();
  });

  it('counts uses made in the same millisecond apart', async () => {
    const limiter = await open();
    const answers = await Promise.all(
      Array.from({ length: LIMIT.limit + 2 }, () => limiter.take('dave')),
    );
    expect(answers.filter((answer) => answer === null)).toHaveLength(LIMIT.limit);
  });
}

describe('rate limiter in memory', () => {
  behavesAsRateLimiter(async (now) => createMemoryRateLimiter(LIMIT, { now }));

  const MANY_KEYS = 12_000;

  it('forgets the keys whose uses left the window once it holds many, so memory stays bounded', async () => {
    let nowMs = Date.UTC(2026, 0, 2, 3, 4, 5);
    const limiter = createMemoryRateLimiter(LIMIT, { now: () => new Date(nowMs) });
    for (let i = 0; i < MANY_KEYS; i += 1) await limiter.take(`observer-${i}`);
    expect(limiter.keyCount()).toBe(MANY_KEYS);
    nowMs += LIMIT.windowMs + 1;
    await limiter.take('late');
    expect(limiter.keyCount()).toBe(1);
  });

  it('does not walk every key on each use while they are all in the window', async () => {
    const limiter = createMemoryRateLimiter(LIMIT, { now: () => new Date() });
    for (let i = 0; i < MANY_KEYS; i += 1) await limiter.take(`observer-${i}`);
    // A walk per use would be 12,000 x 12,000 steps (a second or more); once a window, a few milliseconds.
    const started = performance.now();
    for (let i = 0; i < MANY_KEYS; i += 1) await limiter.take(`observer-${i}`);
    expect(performance.now() - started).toBeLessThan(250);
    expect(limiter.keyCount()).toBe(MANY_KEYS);
  });
});

describe.skipIf(testRedisUrl === null)(
  `rate limiter in Redis${testRedisUrl === null ? ' (skipped: TEST_REDIS_URL is not set)' : ''}`,
  () => {
    behavesAsRateLimiter((now) =>
      createRedisRateLimiter(LIMIT, {
        url: testRedisUrl ?? '',
        prefix: uniqueRedisPrefix(),
        name: 'test',
        now,
        onError: (error) => {
          throw error;
        },
      }),
    );
  },
);
