import type { RateLimit, RateLimiter } from './rate-limiter';

/** Past this many keys, forgetting the keys whose uses have all left the window begins. */
const SWEEP_AT_KEYS = 10_000;

export interface MemoryRateLimiter extends RateLimiter {
  /** Keys held now: what the sweep bounds. */
  keyCount(): number;
}

export function createMemoryRateLimiter(
  limit: RateLimit,
  deps: { now: () => Date },
): MemoryRateLimiter {
  const uses = new Map<string, number[]>();
  let nextSweepMs = Number.NEGATIVE_INFINITY;

  /**
   * At most once a window: with 10,000 people sharing their position, every key is in the window
   * and a sweep on every take walked all of them for nothing (0.8 ms of each alert).
   * Keys therefore live at most two windows, as before: memory is bounded the same way.
   */
  function sweepIfDue(nowMs: number): void {
    if (uses.size < SWEEP_AT_KEYS || nowMs < nextSweepMs) return;
    const since = nowMs - limit.windowMs;
    for (const [key, times] of uses) {
      if ((times.at(-1) ?? 0) <= since) uses.delete(key);
    }
    nextSweepMs = nowMs + limit.windowMs;
  }

  return {
    take(key) {
      const nowMs = deps.now().getTime();
      const since = nowMs - limit.windowMs;
      sweepIfDue(nowMs);
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
    uses(key) {
      const since = deps.now().getTime() - limit.windowMs;
      return Promise.resolve((uses.get(key) ?? []).filter((at) => at > since).length);
    },
    giveBack(key) {
      uses.get(key)?.pop();
      return Promise.resolve();
    },
    keyCount: () => uses.size,
    close() {
      uses.clear();
      return Promise.resolve();
    },
  };
}
