import {
  CreateRecordingBodySchema,
  type CreateRecordingBody,
  RECORDING_QUALITY_LABEL,
} from '@redzone/contract';

/** Where a recording was made, as far as the device knows; all null when it does not. */
export interface RecordingPlace {
  latitude: number | null;
  longitude: number | null;
  location: string | null;
}

export const UNKNOWN_PLACE: RecordingPlace = { latitude: null, longitude: null, location: null };

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

/** Whole seconds between two instants, never negative (the REC timer and the duration). */
export function elapsedSeconds(startedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}

/** 65 -> "1:05", 3725 -> "1:02:05". */
export function formatClock(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const mmss = `${String(minutes).padStart(hours > 0 ? 2 : 1, '0')}:${String(seconds).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}
