import { PIN_PATTERN, PIN_SUGGESTED_DIGITS, STORAGE_KEYS } from '@redzone/contract';

/**
 * The stop and duress PINs on the phone (docs/decisions/071): nothing of either is kept here,
 * not a PIN, not a hash, not whether a duress PIN exists. A PIN the person types goes to the
 * server, which alone decides what it is; the phone remembers only that a stop PIN guards it,
 * so Stop asks for one even offline.
 */

export { PIN_PATTERN, PIN_SUGGESTED_DIGITS };

export function hasStopPin(storage: Storage = localStorage): boolean {
  return storage.getItem(STORAGE_KEYS.stopPinSet) === '1';
}

export function rememberStopPin(isSet: boolean, storage: Storage = localStorage): void {
  if (isSet) storage.setItem(STORAGE_KEYS.stopPinSet, '1');
  else storage.removeItem(STORAGE_KEYS.stopPinSet);
}

/**
 * Older installs kept PBKDF2 hashes of both PINs, labelled: a copy of the phone could try every
 * 4-digit PIN against them in minutes and tell the duress PIN. They go; true when there were
 * some (the server holds the PINs of every install since they were kept there).
 */
export function forgetStoredPinHashes(storage: Storage = localStorage): boolean {
  const had = storage.getItem(STORAGE_KEYS.recorderPins) !== null;
  storage.removeItem(STORAGE_KEYS.recorderPins);
  return had;
}
