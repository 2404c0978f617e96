import {
  type DevicePinHashes,
  PIN_DEVICE_ITERATIONS,
  PIN_PATTERN,
  STORAGE_KEYS,
} from '@redzone/contract';

/**
 * Issue 29's stop and duress PINs. With a stop PIN set, stopping a recording asks for it, so
 * whoever grabs the phone cannot just tap Stop. The duress PIN looks like a normal stop to them
 * while the recording goes on. Only slow salted hashes are kept (PBKDF2-SHA-256), never a PIN;
 * the server keeps a scrypt hash of each of them (docs/decisions/065).
 */

export { PIN_PATTERN };

interface StoredPins {
  salt: string;
  stop: string;
  duress: string | null;
}

export type PinCheck = 'stop' | 'duress' | 'wrong';

const toBase64 = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function hashPin(pin: string, salt: Uint8Array): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    {
      name: 'PBKDF2',
      hash: 'SHA-256',
      salt: salt as BufferSource,
      iterations: PIN_DEVICE_ITERATIONS,
    },
    key,
    256,
  );
  return toBase64(bits);
}

function readPins(storage: Storage): StoredPins | null {
  try {
    const raw = storage.getItem(STORAGE_KEYS.recorderPins);
    return raw === null ? null : (JSON.parse(raw) as StoredPins);
  } catch {
    return null;
  }
}

export function hasStopPin(storage: Storage = localStorage): boolean {
  return readPins(storage) !== null;
}

export function hasDuressPin(storage: Storage = localStorage): boolean {
  return readPins(storage)?.duress != null;
}

/** The hashes of a stop PIN and an optional, different duress PIN, as kept and sent. */
export async function derivePins(stop: string, duress: string | null): Promise<DevicePinHashes> {
  if (!PIN_PATTERN.test(stop) || (duress !== null && !PIN_PATTERN.test(duress))) {
    throw new Error('A PIN is 4 to 8 digits.');
  }
  if (duress === stop) throw new Error('The duress PIN must differ from the stop PIN.');
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return {
    salt: toBase64(salt),
    iterations: PIN_DEVICE_ITERATIONS,
    stop: await hashPin(stop, salt),
    duress: duress === null ? null : await hashPin(duress, salt),
  };
}

export function storePins(pins: DevicePinHashes, storage: Storage = localStorage): void {
  const stored: StoredPins = { salt: pins.salt, stop: pins.stop, duress: pins.duress };
  storage.setItem(STORAGE_KEYS.recorderPins, JSON.stringify(stored));
}

/** Sets the stop PIN and, optionally, a different duress PIN, on this device. */
export async function setPins(
  stop: string,
  duress: string | null,
  storage: Storage = localStorage,
): Promise<void> {
  storePins(await derivePins(stop, duress), storage);
}

/**
 * This device's hashes as the server takes them: an install from before the server kept PINs
 * uploads them at its next start (it never kept the PINs themselves).
 */
export function devicePinHashes(storage: Storage = localStorage): DevicePinHashes | null {
  const pins = readPins(storage);
  return pins === null ? null : { ...pins, iterations: PIN_DEVICE_ITERATIONS };
}

export function clearPins(storage: Storage = localStorage): void {
  storage.removeItem(STORAGE_KEYS.recorderPins);
}

/** Which PIN this is, if any. */
export async function checkPin(pin: string, storage: Storage = localStorage): Promise<PinCheck> {
  const pins = readPins(storage);
  if (pins === null) return 'stop';
  const hash = await hashPin(pin, fromBase64(pins.salt));
  if (hash === pins.stop) return 'stop';
  if (pins.duress !== null && hash === pins.duress) return 'duress';
  return 'wrong';
}
