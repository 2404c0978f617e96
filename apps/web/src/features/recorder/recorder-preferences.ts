import { STORAGE_KEYS } from '@redzone/contract';
import { z } from 'zod';
import { readStored, writeStored } from '../../lib/storage';

/**
 * The discreet defaults, chosen in Profile: a take records the microphone alone (the
 * cameras stay off, so no camera light and no picture on the screen), and/or the screen goes dark
 * as soon as a take records. The recorder can still switch for one take.
 */
const RecorderPreferencesSchema = z.object({
  soundOnly: z.boolean().default(false),
  darkScreen: z.boolean().default(false),
});
export type RecorderPreferences = z.infer<typeof RecorderPreferencesSchema>;

const DEFAULTS: RecorderPreferences = { soundOnly: false, darkScreen: false };

export function readRecorderPreferences(): RecorderPreferences {
  return readStored(STORAGE_KEYS.recorderPreferences, RecorderPreferencesSchema) ?? DEFAULTS;
}

export function saveRecorderPreferences(preferences: RecorderPreferences): void {
  writeStored(STORAGE_KEYS.recorderPreferences, preferences);
}
