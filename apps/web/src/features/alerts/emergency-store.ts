import { AlertSchema, STORAGE_KEYS } from '@redzone/contract';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { readStored, removeStored, writeStored } from '../../lib/storage';

export const EmergencySchema = z.object({
  status: z.enum(['sending', 'active']),
  startedAt: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  address: z.string(),
  description: z.string(),
  /** Null until the server has it: sending, or raised offline and waiting for the network. */
  alert: AlertSchema.nullable(),
  /** Raised while offline: the post is retried when the network returns (DESIGN.md departures). */
  pendingPost: z.boolean(),
});
export type Emergency = z.infer<typeof EmergencySchema>;

const listeners = new Set<() => void>();
let current: Emergency | null | undefined;

export function getEmergency(): Emergency | null {
  if (current === undefined) {
    const stored = readStored(STORAGE_KEYS.activeEmergency, EmergencySchema);
    // A reload mid-send lost its request: treat it as raised offline so it is sent again.
    current =
      stored?.status === 'sending' ? { ...stored, status: 'active', pendingPost: true } : stored;
  }
  return current;
}

export function setEmergency(next: Emergency | null): void {
  current = next;
  if (next) writeStored(STORAGE_KEYS.activeEmergency, next);
  else removeStored(STORAGE_KEYS.activeEmergency);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useEmergency(): Emergency | null {
  return useSyncExternalStore(subscribe, getEmergency, () => null);
}
