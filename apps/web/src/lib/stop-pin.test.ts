import { STORAGE_KEYS } from '@redzone/contract';
import { describe, expect, it } from 'vitest';
import { forgetStoredPinHashes, hasStopPin, rememberStopPin } from './stop-pin';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('what the phone keeps of the PINs', () => {
  it('keeps only whether a stop PIN is set: no PIN, no hash, nothing of a duress PIN', () => {
    const storage = memoryStorage();
    rememberStopPin(true, storage);
    expect(hasStopPin(storage)).toBe(true);
    const stored = [...Array(storage.length).keys()].map((i) => {
      const key = storage.key(i) ?? '';
      return `${key}=${storage.getItem(key)}`;
    });
    expect(stored).toEqual([`${STORAGE_KEYS.stopPinSet}=1`]);
    rememberStopPin(false, storage);
    expect(hasStopPin(storage)).toBe(false);
    expect(storage.length).toBe(0);
  });

  it('removes the PBKDF2 hashes older installs kept, which a copy of the phone could search', () => {
    const storage = memoryStorage();
    storage.setItem(
      STORAGE_KEYS.recorderPins,
      JSON.stringify({ salt: 'x', stop: 'y', duress: 'z' }),
    );
    expect(forgetStoredPinHashes(storage)).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.recorderPins)).toBeNull();
    expect(forgetStoredPinHashes(storage)).toBe(false);
  });
});
