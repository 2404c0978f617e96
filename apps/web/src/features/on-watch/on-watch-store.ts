import { ON_WATCH_MAX_MS, STORAGE_KEYS } from '@redzone/contract';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { readStored, removeStored, writeStored } from '../../lib/storage';

/** An on-watch session is its end time; kept on the device, so a reload keeps it. */
const OnWatchSchema = z.object({ until: z.number().int().positive() });

const listeners = new Set<() => void>();
let cached: number | null | undefined;

function notify(): void {
  cached = undefined;
  for (const listener of listeners) listener();
}

/** When the session ends (ms since the epoch), or null when the person is not on watch. */
export function readWatchUntil(): number | null {
  if (cached === undefined) cached = readStored(STORAGE_KEYS.onWatch, OnWatchSchema)?.until ?? null;
  return cached;
}

/** Starts (or moves the end of) a session; never longer than ON_WATCH_MAX_MS from now. */
export function startWatch(until: number, now: number = Date.now()): void {
  writeStored(STORAGE_KEYS.onWatch, { until: Math.min(until, now + ON_WATCH_MAX_MS) });
  notify();
}

export function endWatch(): void {
  removeStored(STORAGE_KEYS.onWatch);
  notify();
}

export function useWatchUntil(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readWatchUntil,
    () => null,
  );
}
