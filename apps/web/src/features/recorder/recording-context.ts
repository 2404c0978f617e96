import { type RecordingPlace, UNKNOWN_PLACE } from './recording-place';

/** What a recording belongs to: read when a take starts and again when it is sealed. */
export interface RecordingContext {
  alertId: string | null;
  place: RecordingPlace;
  /** A drill's take, titled as one in Recordings. */
  isDrill?: boolean;
}

let current: RecordingContext = { alertId: null, place: UNKNOWN_PLACE };

/** The app sets it from the emergency in progress (its alert id once the server has it). */
export function setRecordingContext(next: RecordingContext): void {
  current = next;
}

export function getRecordingContext(): RecordingContext {
  return current;
}
