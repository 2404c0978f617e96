import type {
  RecordingRuling,
  StateRecordingConsent,
  StateStopAndIdentify,
  UsCity,
} from '../src/types';

export function recordingConsentRows(): StateRecordingConsent[];
export function recordingRulingRows(): RecordingRuling[];
export function largestCityRows(): UsCity[];
export function agencyPlaceRows(): Record<string, string>;
export function stopAndIdentifyRows(): StateStopAndIdentify[];
export function generatedModules(): Record<string, string>;
