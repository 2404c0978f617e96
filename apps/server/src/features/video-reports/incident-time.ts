import tzLookup from '@photostructure/tz-lookup';
import type { Point } from '@redzone/contract';

/**
 * The time zone where an incident happened, from the first point known (the recording's, then
 * the agency's): a complaint states times as the people there lived them, not in UTC.
 * @photostructure/tz-lookup answers offline from a 100 KB table (docs/decisions/032).
 */
export function incidentTimeZone(points: (Point | null)[]): string | null {
  for (const point of points) {
    if (point === null) continue;
    try {
      return tzLookup(point.latitude, point.longitude);
    } catch {
      // Out of range: try the next point.
    }
  }
  return null;
}

/**
 * "November 25, 2026, 7:42:10 PM PST (America/Los_Angeles, UTC-08:00)": the local time, its zone
 * and its offset from UTC, so a reader anywhere can place it; UTC when no zone is known.
 */
export function formatIncidentTime(date: Date, timeZone: string | null): string {
  const zone = timeZone ?? 'UTC';
  const local = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    dateStyle: 'long',
    timeStyle: 'long',
  }).format(date);
  const offset =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')
      ?.value.replace('GMT', 'UTC') ?? 'UTC';
  return `${local} (${zone}, ${offset === 'UTC' ? 'UTC+00:00' : offset})`;
}
