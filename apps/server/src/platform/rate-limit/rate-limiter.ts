/** How many uses a key has in a sliding window. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

/**
 * Counts uses per key (an identity) over a sliding window, in this process or in Redis (DESIGN.md
 * "Runtime modes"). A refused use is not counted, so a client that waits is let through.
 */
export interface RateLimiter {
  /** Counts one use now; null when allowed, else how long until the oldest use leaves the window. */
  take(key: string): Promise<{ retryAfterMs: number } | null>;
  close(): Promise<void>;
}
