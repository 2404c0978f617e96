import { STORAGE_KEYS } from '@redzone/contract';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { readStored, writeStored } from '../../lib/storage';

/**
 * The optional spoken phrase, set in Profile: while the app is open and `isOn`, hearing
 * it starts the recorder as the 3 s hold does. Off by default (the browser may send the audio
 * to its maker's speech service).
 */
const SpokenPhraseSchema = z.object({
  phrase: z.string().max(60).default(''),
  isOn: z.boolean().default(false),
});
export type SpokenPhraseSetting = z.infer<typeof SpokenPhraseSchema>;

const OFF: SpokenPhraseSetting = { phrase: '', isOn: false };
let setting: SpokenPhraseSetting | null = null;
const listeners = new Set<() => void>();

export function getSpokenPhrase(): SpokenPhraseSetting {
  setting ??= readStored(STORAGE_KEYS.spokenPhrase, SpokenPhraseSchema) ?? OFF;
  return setting;
}

export function saveSpokenPhrase(next: SpokenPhraseSetting): void {
  setting = next;
  writeStored(STORAGE_KEYS.spokenPhrase, next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSpokenPhrase(): SpokenPhraseSetting {
  return useSyncExternalStore(subscribe, getSpokenPhrase, () => OFF);
}
