/**
 * Resolves in a later task of the event loop, so the work before and the work after do not add up
 * into one long task: a phone's main thread answers taps in between. `scheduler.yield()` where the
 * browser has it (its continuation runs ahead of other queued tasks), else a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
