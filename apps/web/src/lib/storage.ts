import type { z } from 'zod';

type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Private modes and locked-down browsers may refuse storage; the app still runs without it.
    return null;
  }
}

/** Reads a JSON value, validated by its schema; a missing or corrupt value reads as null. */
export function readStored<T>(key: string, schema: z.ZodType<T>, kind: Area = 'local'): T | null {
  const raw = area(kind)?.getItem(key);
  if (raw == null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
    console.warn(`Ignoring invalid stored value for ${key}`);
  } catch {
    console.warn(`Ignoring unreadable stored value for ${key}`);
  }
  return null;
}

export function writeStored(key: string, value: unknown, kind: Area = 'local'): void {
  try {
    area(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    console.warn(`Could not store ${key}`);
  }
}

export function removeStored(key: string, kind: Area = 'local'): void {
  area(kind)?.removeItem(key);
}
