import { dateTimeFormat } from '../../lib/intl-format';

/** A calendar date (YYYY-MM-DD) as written, in the active language; no time zone moves its day. */
export function calendarDateText(date: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** True when a law takes effect after today (UTC, as the server counts months). */
export function isUpcoming(effectiveDate: string, now: Date = new Date()): boolean {
  return effectiveDate > now.toISOString().slice(0, 10);
}
