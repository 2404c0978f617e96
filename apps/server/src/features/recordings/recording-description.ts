import type { RecordingRow } from '../../db/schema';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';

/** What the recorder says of a take once it is done: the fields POST /api/enhanced-recordings sets. */
export interface TakeDescription {
  title: string | null;
  description: string | null;
  durationSeconds: number;
  quality: string | null;
  cameraType: string | null;
  latitude: number | null;
  longitude: number | null;
  location: string | null;
}

/** Whether the recorder has described the take already (a duration is always sent). */
export function isDescribed(row: RecordingRow): boolean {
  return row.durationSeconds !== null;
}

/**
 * A take's place, time and words are part of the evidence: once described they stand. The
 * recorder may send the same description again (a lost answer) and may link the take to an alert
 * it had no id for yet; anything else, such as whoever holds the phone moving the take to another
 * place, is refused.
 */
export function keepDescription(
  row: RecordingRow,
  values: TakeDescription,
  alertId: string | null | undefined,
): void {
  const changed = (Object.keys(values) as (keyof TakeDescription)[]).filter(
    (field) => (row[field] ?? null) !== (values[field] ?? null),
  );
  const relinked = alertId != null && row.alertId !== null && alertId !== row.alertId;
  if (changed.length === 0 && !relinked) return;
  throw new AppError(
    HTTP_STATUS.conflict,
    'recording_described',
    'This recording’s details (its time, place and words) are already recorded with it and cannot be changed.',
  );
}
