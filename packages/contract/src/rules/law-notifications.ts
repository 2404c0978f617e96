import { US_STATE_CODES } from '../us-states';
import { monthsBetween } from './time-labels';

/**
 * The places law notifications are kept for and the page offers: the 50 states and DC, by name.
 * Puerto Rico is in US_STATE_CODES for the geocoder but has no law notifications yet.
 */
export const LAW_NOTIFICATION_STATES: readonly { code: string; name: string }[] = Object.entries(
  US_STATE_CODES,
)
  .filter(([, code]) => code !== 'PR')
  .map(([name, code]) => ({ code, name }));

const LAW_STATE_CODES = new Set(LAW_NOTIFICATION_STATES.map((state) => state.code));

export function isLawNotificationState(code: string): boolean {
  return LAW_STATE_CODES.has(code);
}

/**
 * Calendar months since a law took effect, as P2 §9 groups them: 0 in the current month, and 0
 * for a law that takes effect later (it matters now). Dates are calendar dates, compared in UTC.
 */
export function lawMonthsAgo(effectiveDate: string, now: Date): number {
  return Math.max(0, monthsBetween(`${effectiveDate}T00:00:00Z`, now));
}

/**
 * The first effective date inside a window of `months` ending today (UTC): the same day of the
 * month `months` earlier, or that month's last day when it is shorter (Aug 31 - 6 = Feb 28).
 * YYYY-MM-DD, so it compares with effective dates as text.
 */
export function lawWindowStart(now: Date, months: number): string {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const start = new Date(Date.UTC(year, month, Math.min(now.getUTCDate(), lastDay)));
  return start.toISOString().slice(0, 10);
}
