import { randomBytes } from 'node:crypto';

/**
 * The machine's Redis for the scale-out suites (`.ci/run` sets TEST_REDIS_URL); null: those
 * suites report themselves skipped. Each caller gets its own key and channel prefix, so runs and
 * suites never see each other's events or positions.
 */
export const testRedisUrl: string | null = process.env.TEST_REDIS_URL || null;

export function uniqueRedisPrefix(): string {
  return `redzone-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
}
