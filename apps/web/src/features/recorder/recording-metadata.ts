import {
  CreateRecordingBodySchema,
  type CreateRecordingBody,
  RECORDING_QUALITY_LABEL,
} from '@redzone/contract';
import { elapsedSeconds } from './recording-clock';
import type { RecordingPlace } from './recording-place';

/**
 * P1 §3 "Enhanced recording create payload", posted when the recording stops: 720p, `dual`
 * when both cameras recorded (each camera is its own recording, both linked to the alert).
 */
export function recordingMetadata(input: {
  title: string;
  description: string;
  alertId: string | null;
  startedAt: number;
  stoppedAt: number;
  isDual: boolean;
  place: RecordingPlace;
}): CreateRecordingBody {
  return CreateRecordingBodySchema.parse({
    title: input.title,
    description: input.description,
    alertId: input.alertId,
    duration: elapsedSeconds(input.startedAt, input.stoppedAt),
    quality: RECORDING_QUALITY_LABEL,
    cameraType: input.isDual ? 'dual' : 'front',
    latitude: input.place.latitude,
    longitude: input.place.longitude,
    location: input.place.location,
  });
}
