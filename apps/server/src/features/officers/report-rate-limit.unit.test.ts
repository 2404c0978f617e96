import { describe, expect, it } from 'vitest';
import { type RecentReport, reportRateLimitRefusal } from './report-rate-limit';

const HOUR_MS = 60 * 60_000;
const now = new Date('2026-06-01T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);

describe('report limits', () => {
  it('allows a first report, and reports about other officers', () => {
    expect(reportRateLimitRefusal([], 'a', now)).toBeNull();
    const recent: RecentReport[] = [{ officerId: 'b', createdAt: hoursAgo(1) }];
    expect(reportRateLimitRefusal(recent, 'a', now)).toBeNull();
  });

  it('refuses a second report about one officer until the first is 24 hours old', () => {
    const recent: RecentReport[] = [{ officerId: 'a', createdAt: hoursAgo(20) }];
    expect(reportRateLimitRefusal(recent, 'a', now)).toEqual({
      message:
        'You have already reported this officer today. You can report them again in 4 hours.',
      retryAfterSeconds: 4 * 60 * 60,
    });
  });

  it('refuses an eleventh report until the oldest of the ten is 24 hours old', () => {
    const recent: RecentReport[] = Array.from({ length: 10 }, (_, i) => ({
      officerId: `o${i}`,
      createdAt: hoursAgo(23 - i),
    }));
    expect(reportRateLimitRefusal(recent, 'new', now)).toEqual({
      message: 'You can file at most 10 reports a day. You can file another within the hour.',
      retryAfterSeconds: 60 * 60,
    });
    expect(reportRateLimitRefusal(recent.slice(1), 'new', now)).toBeNull();
  });

  it('names the officer limit first when both apply', () => {
    const recent: RecentReport[] = Array.from({ length: 10 }, (_, i) => ({
      officerId: i === 9 ? 'a' : `o${i}`,
      createdAt: hoursAgo(10 - i),
    }));
    expect(reportRateLimitRefusal(recent, 'a', now)?.message).toMatch(
      /already reported this officer/,
    );
  });
});
