import { dateTimeFormat } from '../../lib/intl-format';

/** A calendar date (YYYY-MM-DD) as written, in the active language; no time zone moves its day. */
export function calendarDateText(date: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** A moment (ISO date-time) in the person's own time zone, in the active language. */
export function momentText(isoDateTime: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(isoDateTime),
  );
}

/** True when a law takes effect after today (UTC, as the server counts months). */
export function isUpcoming(effectiveDate: string, now: Date = new Date()): boolean {
  return effectiveDate > now.toISOString().slice(0, 10);
}
