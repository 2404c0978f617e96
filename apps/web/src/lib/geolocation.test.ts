import { afterEach, describe, expect, it, vi } from 'vitest';
import { GeolocationError, getCurrentPosition } from './geolocation';

describe('getCurrentPosition', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives up when a permission prompt is never answered (WebKit)', async () => {
    vi.useFakeTimers();
    // A browser whose prompt nobody answers: neither callback ever runs.
    vi.stubGlobal('navigator', { geolocation: { getCurrentPosition: () => undefined } });
    const fix = getCurrentPosition({ timeout: 5_000 });
    const outcome = fix.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(8_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(GeolocationError);
    expect((error as GeolocationError).reason).toBe('timeout');
  });

  it('answers with the fix when it comes in time', async () => {
    vi.stubGlobal('navigator', {
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({
            coords: { latitude: 1, longitude: 2, accuracy: 3 },
            timestamp: 4,
          } as GeolocationPosition),
      },
    });
    await expect(getCurrentPosition({ timeout: 5_000 })).resolves.toEqual({
      latitude: 1,
      longitude: 2,
      accuracy: 3,
      timestamp: 4,
    });
  });
});
