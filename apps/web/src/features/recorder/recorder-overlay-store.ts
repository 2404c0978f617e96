import { useSyncExternalStore } from 'react';

/**
 * Whether the full-screen recorder is open. It opens when an alert succeeds (the app shell
 * watches the emergency) and from the Recording Active panel; one recorder for the whole app,
 * so it outlives a change of page.
 */
let isOpen = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (isOpen === next) return;
  isOpen = next;
  for (const listener of listeners) listener();
}

export const openRecorder = () => set(true);
export const closeRecorder = () => set(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRecorderOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isOpen,
    () => false,
  );
}
