import {
  ALERT_FALLBACK_LOCATION,
  AlertReachSchema,
  AlertSchema,
  LatitudeSchema,
  LongitudeSchema,
  STORAGE_KEYS,
} from '@redzone/contract';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { readStored, removeStored, writeStored } from '../../lib/storage';

/**
 * Where the alert part of an emergency is. The recording never waits for any of it:
 * - `locating`: asking the phone where it is;
 * - `sending`: posting the alert;
 * - `sent`: the server has it (`alert`, `reach`);
 * - `queued`: no network; posted when it returns (DESIGN.md departures);
 * - `needs_verification`: the server wants a verified phone first; posted once verified;
 * - `needs_location`: no position, so no broadcast (never a made-up place); the person is asked,
 *   and only the trusted contacts are alerted meanwhile;
 * - `refused`: the server said no (`refusal` says why).
 */
export const EMERGENCY_DELIVERIES = [
  'locating',
  'sending',
  'sent',
  'queued',
  'needs_verification',
  'needs_location',
  'refused',
] as const;
export type EmergencyDelivery = (typeof EMERGENCY_DELIVERIES)[number];

export const EmergencyPlaceSchema = z.object({
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
  address: z.string(),
});
export type EmergencyPlace = z.infer<typeof EmergencyPlaceSchema>;

/** Trusted contacts alerted while there was no position: how many (the server's words only). */
const ContactsOnlySchema = z.object({
  status: z.enum(['sending', 'sent', 'failed', 'refused']),
  contactsTexted: z.number().int().nonnegative(),
});

export const EmergencySchema = z.object({
  startedAt: z.number(),
  /** Null until the phone says where it is; never a stand-in position. */
  place: EmergencyPlaceSchema.nullable(),
  /** What the person typed about where they are, for the phone's own SMS to their contacts. */
  typedPlace: z.string().nullable(),
  description: z.string(),
  delivery: z.enum(EMERGENCY_DELIVERIES),
  /** The server's words when it refused the alert. */
  refusal: z.string().nullable(),
  /** Null until the server has it. */
  alert: AlertSchema.nullable(),
  reach: AlertReachSchema.nullable(),
  contactsOnly: ContactsOnlySchema.nullable(),
});
export type Emergency = z.infer<typeof EmergencySchema>;

/**
 * An emergency stored by an older version (status, pendingPost and a position that may
 * be the Burbank stand-in): read as the new shape, so a reload after an update loses nothing.
 */
const LegacyEmergencySchema = z
  .object({
    status: z.enum(['sending', 'active']),
    startedAt: z.number(),
    latitude: z.number(),
    longitude: z.number(),
    address: z.string(),
    description: z.string(),
    alert: AlertSchema.nullable(),
    pendingPost: z.boolean(),
  })
  .transform((old): Emergency => ({
    startedAt: old.startedAt,
    place:
      old.address === '' || old.address === ALERT_FALLBACK_LOCATION.address
        ? null
        : { latitude: old.latitude, longitude: old.longitude, address: old.address },
    typedPlace: null,
    description: old.description,
    delivery: old.alert ? 'sent' : 'queued',
    refusal: null,
    alert: old.alert,
    reach: null,
    contactsOnly: null,
  }));

const StoredEmergencySchema = z.union([EmergencySchema, LegacyEmergencySchema]);

const listeners = new Set<() => void>();
let current: Emergency | null | undefined;

/** A reload lost the request in flight: it is sent again when the network allows. */
function afterReload(stored: Emergency | null): Emergency | null {
  if (stored === null) return null;
  if (stored.delivery === 'sending') return { ...stored, delivery: 'queued' };
  if (stored.delivery === 'needs_location' && stored.contactsOnly?.status === 'sending') {
    return { ...stored, contactsOnly: { ...stored.contactsOnly, status: 'failed' } };
  }
  return stored;
}

export function getEmergency(): Emergency | null {
  current ??= afterReload(readStored(STORAGE_KEYS.activeEmergency, StoredEmergencySchema));
  return current;
}

export function setEmergency(next: Emergency | null): void {
  current = next;
  if (next) writeStored(STORAGE_KEYS.activeEmergency, next);
  else removeStored(STORAGE_KEYS.activeEmergency);
  for (const listener of listeners) listener();
}

/** Changes the emergency that started at `startedAt`, if it is still the one in progress. */
export function updateEmergency(startedAt: number, patch: Partial<Emergency>): Emergency | null {
  const emergency = getEmergency();
  if (emergency?.startedAt !== startedAt) return null;
  const next = { ...emergency, ...patch };
  setEmergency(next);
  return next;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useEmergency(): Emergency | null {
  return useSyncExternalStore(subscribe, getEmergency, () => null);
}
