import type { TimeoutProvider } from '@tanstack/react-query';

/**
 * The longest delay setTimeout honours (2^31 - 1 ms, about 24.8 days). Browsers and Node read a
 * longer one as a 32-bit integer and fire almost at once, so the spec's 90-day refetch of law
 * notifications (LAW_NOTIFICATIONS_REFETCH_MS, 7.776e9 ms) would refetch in a tight loop.
 */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/**
 * TanStack Query's timers, with delays of any length: a long one waits in steps of at most
 * MAX_TIMER_DELAY_MS. Ids are our own numbers, mapped to the step under way.
 */
export function createLongTimeoutProvider(): TimeoutProvider<number> {
  const steps = new Map<number, ReturnType<typeof setTimeout>>();
  let lastId = 0;

  /** Runs `callback` after `delay`, then again every `repeat` ms when given. */
  function schedule(callback: () => void, delay: number, repeat: number | null): number {
    lastId += 1;
    const id = lastId;
    const wait = (remaining: number) => {
      const step = Math.min(Math.max(0, remaining), MAX_TIMER_DELAY_MS);
      steps.set(
        id,
        setTimeout(() => {
          if (remaining > step) return wait(remaining - step);
          if (repeat === null) steps.delete(id);
          else wait(repeat);
          callback();
        }, step),
      );
    };
    wait(delay);
    return id;
  }

  function clear(id: number | undefined) {
    if (id === undefined) return;
    clearTimeout(steps.get(id));
    steps.delete(id);
  }

  return {
    setTimeout: (callback, delay) => schedule(callback, delay, null),
    clearTimeout: clear,
    setInterval: (callback, delay) => schedule(callback, delay, delay),
    clearInterval: clear,
  };
}
