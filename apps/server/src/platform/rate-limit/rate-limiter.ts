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
  /** Gives back the newest use of the key: what was taken turned out not to count. */
  giveBack(key: string): Promise<void>;
  /** How many uses the key has in the window now. */
  uses(key: string): Promise<number>;
  close(): Promise<void>;
}
