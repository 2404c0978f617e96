import type { RecordingRuling, StateRecordingConsent } from '../src/types';

export function recordingConsentRows(): StateRecordingConsent[];
export function recordingRulingRows(): RecordingRuling[];
export function generatedModules(): Record<string, string>;
