import { LAW_NOTIFICATIONS_REFETCH_MS } from '@redzone/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLongTimeoutProvider } from './long-timeouts';

const DAY_MS = 24 * 60 * 60_000;

describe('timers longer than setTimeout allows', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refetches every 90 days, not at once as a plain setInterval of 7.776e9 ms would', () => {
    const provider = createLongTimeoutProvider();
    const tick = vi.fn();
    provider.setInterval(tick, LAW_NOTIFICATIONS_REFETCH_MS);
    vi.advanceTimersByTime(1_000);
    expect(tick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(89 * DAY_MS);
    expect(tick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(DAY_MS);
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(90 * DAY_MS);
    expect(tick).toHaveBeenCalledTimes(2);
  });

  it('runs short timers as usual, and clears any of them', () => {
    const provider = createLongTimeoutProvider();
    const once = vi.fn();
    const every = vi.fn();
    const cleared = vi.fn();
    provider.setTimeout(once, 100);
    const interval = provider.setInterval(every, 1_000);
    const long = provider.setTimeout(cleared, 60 * DAY_MS);
    vi.advanceTimersByTime(3_000);
    expect(once).toHaveBeenCalledTimes(1);
    expect(every).toHaveBeenCalledTimes(3);
    provider.clearInterval(interval);
    // Cleared while waiting for its second step.
    vi.advanceTimersByTime(30 * DAY_MS);
    provider.clearTimeout(long);
    vi.advanceTimersByTime(60 * DAY_MS);
    expect(every).toHaveBeenCalledTimes(3);
    expect(cleared).not.toHaveBeenCalled();
    provider.clearTimeout(undefined);
  });
});
