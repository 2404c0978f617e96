import { useSyncExternalStore } from 'react';
import { afterPaint } from './paint-turns';

/**
 * A page that never says it is shown (one that failed to load, a page without `Page`) still lets
 * the deferred work go on after this long.
 */
const PAGE_SHOWN_FALLBACK_MS = 4_000;
/** How long a deferred task waits for an idle moment: on a busy phone one may not come soon. */
const IDLE_TIMEOUT_MS = 1_500;

let showPage: () => void = () => undefined;
const pageShown = new Promise<void>((resolve) => {
  showPage = resolve;
});
setTimeout(() => showPage(), PAGE_SHOWN_FALLBACK_MS);

/** Called once the first page's content is committed (components/page.tsx). */
export function markPageShown(): void {
  showPage();
}

let hasStarted = false;
const listeners = new Set<() => void>();
/** The first page has been painted: the start is over. */
const started = pageShown.then(afterPaint).then(() => {
  hasStarted = true;
  for (const listener of listeners) listener();
});

/**
 * Whether the first page has been painted. Requests the first screen can draw without (the
 * homepage video's path) wait for it: on a slow link every request made before the paint shares
 * the bandwidth the page's own files need. Not the session: a recording started at once (the
 * quick start) uploads with it.
 */
export function useHasStarted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hasStarted,
    () => false,
  );
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof globalThis.requestIdleCallback === 'function') {
      globalThis.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      setTimeout(resolve, 0);
    }
  });
}

let lastTask: Promise<void> = started;

/**
 * Runs `task` once the first page is painted, each task in an idle moment of its own and in the
 * order asked: what the first screen does not need (the evidence uploads, the live stream, the
 * other pages' texts) neither delays the red button nor holds the main thread while it is first
 * touched. At a phone's speed the app's whole start in one go was a second of long tasks.
 * A task's failure is its own: the next ones still run.
 */
export function afterStart(task: () => unknown): void {
  lastTask = lastTask.then(idle).then(() => {
    try {
      const result = task();
      if (result instanceof Promise) result.catch(logFailure);
    } catch (error) {
      logFailure(error);
    }
  });
}

function logFailure(error: unknown) {
  console.error('A task after the start failed', error);
}
