const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export type RelativeTime =
  | { unit: 'now' }
  | { unit: 'minute'; count: number }
  | { unit: 'hour'; count: number }
  | { unit: 'day'; count: number };

/** P1 §9 relative time: Just now, N min ago, N hour(s) ago, N day(s) ago. */
export function relativeTime(
  then: Date | string | number,
  now: Date | number = Date.now(),
): RelativeTime {
  const elapsed = Math.max(0, new Date(now).getTime() - new Date(then).getTime());
  if (elapsed < MINUTE_MS) return { unit: 'now' };
  if (elapsed < HOUR_MS) return { unit: 'minute', count: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { unit: 'hour', count: Math.floor(elapsed / HOUR_MS) };
  return { unit: 'day', count: Math.floor(elapsed / DAY_MS) };
}

/** The English label of spec P1 §9; the web app localises the same RelativeTime value. */
export function relativeTimeLabel(
  then: Date | string | number,
  now: Date | number = Date.now(),
): string {
  const r = relativeTime(then, now);
  switch (r.unit) {
    case 'now':
      return 'Just now';
    case 'minute':
      return `${r.count} min ago`;
    case 'hour':
      return `${r.count} hour${r.count === 1 ? '' : 's'} ago`;
    case 'day':
      return `${r.count} day${r.count === 1 ? '' : 's'} ago`;
  }
}

/** P2 §9 law-notification groups: "This Month", "1 Month Ago", "N Months Ago". */
export function monthsAgoGroupLabel(monthsAgo: number): string {
  const months = Math.max(0, Math.floor(monthsAgo));
  if (months === 0) return 'This Month';
  if (months === 1) return '1 Month Ago';
  return `${months} Months Ago`;
}

/** Whole calendar months between the effective date and now (0 within the same month). */
export function monthsBetween(from: Date | string, now: Date | number = Date.now()): number {
  const a = new Date(from);
  const b = new Date(now);
  return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
}
