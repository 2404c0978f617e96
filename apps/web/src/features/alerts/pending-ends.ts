import { STORAGE_KEYS } from '@redzone/contract';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { readStored, removeStored, writeStored } from '../../lib/storage';
import { endAlert } from './api/end-alert';

/**
 * Alerts the person ended whose end has not reached the server: offline, one bar of signal, a
 * server error. Until it lands, observers still see the alert as active and may go to someone
 * who is safe, so the end is sent again when the network returns, at the next start, and every
 * 30 s meanwhile. The ids survive a reload; a stop PIN never touches storage: it stays
 * in memory, and after a reload an alert guarded by one waits for the person to enter it again.
 */
export interface PendingEnd {
  alertId: string;
  /** The server asked for the stop PIN and this page does not hold it. */
  needsPin: boolean;
  /** A try did not get through (false only during the first): what the screen says waits. */
  failed: boolean;
}

const StoredSchema = z.array(
  // Read back after a reload, an end is one that did not get through.
  z.object({ alertId: z.string(), needsPin: z.boolean(), failed: z.boolean().default(true) }),
);

const pins = new Map<string, string>();
const listeners = new Set<() => void>();
let pending: PendingEnd[] | undefined;
/** One pass at a time, each after the one before: an end is never sent twice at once. */
let passes: Promise<void> = Promise.resolve();

function read(): PendingEnd[] {
  pending ??= readStored(STORAGE_KEYS.pendingAlertEnds, StoredSchema) ?? [];
  return pending;
}

function write(next: PendingEnd[]) {
  pending = next;
  if (next.length === 0) removeStored(STORAGE_KEYS.pendingAlertEnds);
  else writeStored(STORAGE_KEYS.pendingAlertEnds, next);
  for (const listener of listeners) listener();
}

function settle(alertId: string, change: 'done' | 'needs_pin' | 'later') {
  if (change === 'done') {
    pins.delete(alertId);
    write(read().filter((item) => item.alertId !== alertId));
    return;
  }
  const patch = change === 'needs_pin' ? { needsPin: true, failed: true } : { failed: true };
  write(read().map((item) => (item.alertId === alertId ? { ...item, ...patch } : item)));
}

/** What became of one try: ended (or nothing left to end), a PIN is wanted, or try later. */
async function tryEnd(alertId: string): Promise<'done' | 'needs_pin' | 'later'> {
  try {
    await endAlert(alertId, pins.get(alertId));
    return 'done';
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) return 'later';
    if (error.code === 'pin_required' || error.code === 'pin_wrong') {
      pins.delete(alertId);
      return 'needs_pin';
    }
    if (error.status === 429) return 'later';
    // 404: it expired and was swept, or is not this person's: nothing is left to end.
    return 'done';
  }
}

async function pass() {
  for (const { alertId, needsPin } of read()) {
    if (needsPin && !pins.has(alertId)) continue;
    settle(alertId, await tryEnd(alertId));
  }
}

/** Sends every pending end once, after any pass under way. */
export function flushPendingEnds(): Promise<void> {
  passes = passes.then(pass, pass);
  return passes;
}

/**
 * Ends the alert on the server, now and again until it lands. Resolves true once the server has
 * it, false while it waits (the caller says so).
 */
export async function endUntilDone(alertId: string, pin?: string): Promise<boolean> {
  if (pin !== undefined) pins.set(alertId, pin);
  const others = read().filter((item) => item.alertId !== alertId);
  write([...others, { alertId, needsPin: false, failed: false }]);
  await flushPendingEnds();
  return !read().some((item) => item.alertId === alertId);
}

/** Stops trying to end it: the end landed some other way (its PIN prompt sent it). */
export function dropPendingEnd(alertId: string) {
  pins.delete(alertId);
  write(read().filter((item) => item.alertId !== alertId));
}

export function getPendingEnds(): PendingEnd[] {
  return read();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePendingEnds(): PendingEnd[] {
  return useSyncExternalStore(subscribe, read, () => []);
}

/** Tests: forget what this module holds in memory. */
export function resetPendingEndsForTests() {
  pins.clear();
  pending = undefined;
  passes = Promise.resolve();
}
