import { useSyncExternalStore } from 'react';
import type { PositionFix } from './geolocation';

let last: PositionFix | null = null;
const listeners = new Set<() => void>();

/** The device's last known position, shared by the alert button, lists and the observer reporter. */
export function setLastPosition(fix: PositionFix): void {
  last = fix;
  for (const listener of listeners) listener();
}

export function getLastPosition(): PositionFix | null {
  return last;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLastPosition(): PositionFix | null {
  return useSyncExternalStore(subscribe, getLastPosition, () => null);
}
