import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Frames the fake browser has been asked to paint; `paint()` runs the oldest one. */
let frames: FrameRequestCallback[] = [];
function paint() {
  frames.shift()?.(performance.now());
}

async function freshAfterPaint() {
  vi.resetModules();
  return (await import('./paint-turns')).afterPaint;
}

describe('work queued for after the paint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs after the next paint, one turn per frame, in the order asked', async () => {
    const afterPaint = await freshAfterPaint();
    const done: string[] = [];
    void afterPaint().then(() => done.push('tiles'));
    void afterPaint().then(() => done.push('alerts'));
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toEqual([]); // no frame painted yet, and the hidden-tab fallback has not come

    paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toEqual(['tiles']); // the second waits for a frame of its own

    paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toEqual(['tiles', 'alerts']);
  });

  it('still runs where no frame is painted (a hidden tab), soon after', async () => {
    const afterPaint = await freshAfterPaint();
    const done = vi.fn();
    void afterPaint().then(done);
    await vi.advanceTimersByTimeAsync(99);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
