import { DevicePinHashesSchema, STORAGE_KEYS } from '@redzone/contract';
import { describe, expect, it } from 'vitest';
import {
  checkPin,
  clearPins,
  devicePinHashes,
  hasDuressPin,
  hasStopPin,
  setPins,
} from './recorder-pins';

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

describe('recorder PINs (issue 29)', () => {
  it('tells the stop PIN, the duress PIN and a wrong one apart, keeping only hashes', async () => {
    const storage = memoryStorage();
    expect(hasStopPin(storage)).toBe(false);
    await setPins('2468', '1357', storage);
    expect(hasStopPin(storage)).toBe(true);
    expect(hasDuressPin(storage)).toBe(true);
    expect(await checkPin('2468', storage)).toBe('stop');
    expect(await checkPin('1357', storage)).toBe('duress');
    expect(await checkPin('0000', storage)).toBe('wrong');
    const stored = storage.getItem(STORAGE_KEYS.recorderPins) ?? '';
    expect(stored).not.toContain('2468');
    expect(stored).not.toContain('1357');
    clearPins(storage);
    expect(hasStopPin(storage)).toBe(false);
  });

  it('refuses PINs that are not 4 to 8 digits, or the same PIN twice', async () => {
    const storage = memoryStorage();
    await expect(setPins('12', null, storage)).rejects.toThrow(/4 to 8 digits/);
    await expect(setPins('1234', '1234', storage)).rejects.toThrow(/must differ/);
    expect(hasStopPin(storage)).toBe(false);
  });

  it('hands the server its hashes with their salt and rounds, never a PIN (docs/decisions/065)', async () => {
    const storage = memoryStorage();
    expect(devicePinHashes(storage)).toBeNull();
    await setPins('2468', null, storage);
    const pins = DevicePinHashesSchema.parse(devicePinHashes(storage));
    expect(pins).toMatchObject({ iterations: 210_000, duress: null });
    expect(JSON.stringify(pins)).not.toContain('2468');
  });
});
