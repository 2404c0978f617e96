import { IDLE_PRELOAD_TIMEOUT_MS } from '@redzone/contract';

/** Runs `task` when the browser is idle (or soon, where it cannot say); returns a canceller. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: IDLE_PRELOAD_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, IDLE_PRELOAD_TIMEOUT_MS);
  return () => window.clearTimeout(id);
}
