import { useSyncExternalStore } from 'react';

/**
 * Whether a screen that must look like nothing is up (the dark screen over a recording): while it
 * is, no toast, banner or prompt may draw over it and say what the phone is doing.
 */
let covers = 0;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Covers the screen until the returned function is called. */
export function coverScreen(): () => void {
  covers += 1;
  notify();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    covers -= 1;
    notify();
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsScreenCovered(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => covers > 0,
    () => false,
  );
}
