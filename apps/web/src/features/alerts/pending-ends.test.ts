import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { endAlert } from './api/end-alert';
import {
  endUntilDone,
  flushPendingEnds,
  getPendingEnds,
  resetPendingEndsForTests,
} from './pending-ends';

vi.mock('./api/end-alert', () => ({ endAlert: vi.fn() }));
const end = vi.mocked(endAlert);
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const refused = (status: number, code: string) =>
  Promise.reject(new ApiError(status, code, code, code));

describe('pending alert ends', () => {
  beforeEach(() => {
    resetPendingEndsForTests();
    end.mockReset();
  });

  it('ends at once when the server answers, keeping nothing', async () => {
    end.mockResolvedValue({});
    expect(await endUntilDone('a1')).toBe(true);
    expect(end).toHaveBeenCalledWith('a1', undefined);
    expect(getPendingEnds()).toEqual([]);
  });

  it('keeps an end made offline, with its PIN in memory, and sends it when the network is back', async () => {
    end.mockImplementation(offline);
    expect(await endUntilDone('a1', '2468')).toBe(false);
    expect(getPendingEnds()).toEqual([{ alertId: 'a1', needsPin: false, failed: true }]);
    await flushPendingEnds();
    expect(getPendingEnds()).toHaveLength(1);
    end.mockResolvedValue({});
    await flushPendingEnds();
    expect(end).toHaveBeenLastCalledWith('a1', '2468');
    expect(getPendingEnds()).toEqual([]);
  });

  it('keeps trying after a server error and a rate limit', async () => {
    end.mockImplementationOnce(() => refused(503, 'unavailable'));
    expect(await endUntilDone('a1')).toBe(false);
    end.mockImplementationOnce(() => refused(429, 'pin_rate_limited'));
    await flushPendingEnds();
    expect(getPendingEnds()).toHaveLength(1);
  });

  it('waits for the PIN when the server asks for it and this page does not hold it', async () => {
    end.mockImplementation(() => refused(403, 'pin_required'));
    expect(await endUntilDone('a1')).toBe(false);
    expect(getPendingEnds()).toEqual([{ alertId: 'a1', needsPin: true, failed: true }]);
    end.mockClear();
    await flushPendingEnds();
    // Not sent again without the PIN: each try would count against the five allowed.
    expect(end).not.toHaveBeenCalled();
    end.mockResolvedValue({});
    expect(await endUntilDone('a1', '2468')).toBe(true);
    expect(end).toHaveBeenCalledWith('a1', '2468');
  });

  it('lets go of an alert the server no longer has (expired and swept)', async () => {
    end.mockImplementation(() => refused(404, 'not_found'));
    expect(await endUntilDone('a1')).toBe(true);
    expect(getPendingEnds()).toEqual([]);
  });

  it('is not said to wait while its first try is on its way', async () => {
    let answer: (value: unknown) => void = () => undefined;
    end.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const ended = endUntilDone('a1');
    expect(getPendingEnds()).toEqual([{ alertId: 'a1', needsPin: false, failed: false }]);
    await vi.waitFor(() => expect(end).toHaveBeenCalled());
    answer({});
    expect(await ended).toBe(true);
  });

  it('never sends one end twice at once', async () => {
    let inFlight = 0;
    let most = 0;
    end.mockImplementation(async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return {};
    });
    const ended = endUntilDone('a1');
    await Promise.all([flushPendingEnds(), flushPendingEnds(), ended]);
    expect(most).toBe(1);
    expect(end).toHaveBeenCalledTimes(1);
  });
});
