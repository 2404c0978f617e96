import type { RateLimit, RateLimiter } from './rate-limiter';

/** Past this many keys, a take also drops every key whose uses have all left the window. */
const SWEEP_AT_KEYS = 10_000;

export function createMemoryRateLimiter(limit: RateLimit, deps: { now: () => Date }): RateLimiter {
  const uses = new Map<string, number[]>();

  function sweep(since: number): void {
    for (const [key, times] of uses) {
      if ((times.at(-1) ?? 0) <= since) uses.delete(key);
    }
  }

  return {
    take(key) {
      const nowMs = deps.now().getTime();
      const since = nowMs - limit.windowMs;
      if (uses.size >= SWEEP_AT_KEYS) sweep(since);
      const recent = (uses.get(key) ?? []).filter((at) => at > since);
      const oldest = recent[0];
      if (recent.length >= limit.limit && oldest !== undefined) {
        uses.set(key, recent);
        return Promise.resolve({ retryAfterMs: oldest + limit.windowMs - nowMs });
      }
      recent.push(nowMs);
      uses.set(key, recent);
      return Promise.resolve(null);
    },
    close() {
      uses.clear();
      return Promise.resolve();
    },
  };
}
