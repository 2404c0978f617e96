import type { RecordingRuling, StateRecordingConsent, UsCity } from '../src/types';

export function recordingConsentRows(): StateRecordingConsent[];
export function recordingRulingRows(): RecordingRuling[];
export function largestCityRows(): UsCity[];
export function generatedModules(): Record<string, string>;
