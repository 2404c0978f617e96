import { LocalProfileSchema, STORAGE_KEYS, type LocalProfile } from '@redzone/contract';
import { useSyncExternalStore } from 'react';
import { readStored, removeStored, writeStored } from '../../lib/storage';

const DEFAULT_PROFILE: LocalProfile = LocalProfileSchema.parse({});
const listeners = new Set<() => void>();
let cached: LocalProfile | null = null;

/** The profile kept in this browser under the spec's profile key (P2 §3), defaults filled in. */
export function readProfile(): LocalProfile {
  cached ??= readStored(STORAGE_KEYS.profile, LocalProfileSchema) ?? DEFAULT_PROFILE;
  return cached;
}

export function saveProfile(changes: Partial<LocalProfile>): LocalProfile {
  const next = { ...readProfile(), ...changes, savedAt: Date.now() };
  writeStored(STORAGE_KEYS.profile, next);
  cached = next;
  for (const listener of listeners) listener();
  return next;
}

/** The development-testing reset: back to the defaults. */
export function resetProfile(): void {
  removeStored(STORAGE_KEYS.profile);
  cached = DEFAULT_PROFILE;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.profile) return;
    cached = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useProfile(): LocalProfile {
  return useSyncExternalStore(subscribe, readProfile, () => DEFAULT_PROFILE);
}
