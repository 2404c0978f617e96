/**
 * The day a record's status last changed, for the feed's window and order: a law
 * whose court status moved in 2026 must surface then, not only when it took effect. A record's
 * status names the dates of what changed it ("enjoined (C.D. Cal., Feb. 9, 2026)"), so the
 * latest date written in the status, or the effective date when that is later, is the day it
 * last changed. A date given only as a month ("April 2026") counts from its first day.
 */
const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const MONTH_NAME = String.raw`(jan|feb|mar|apr|may|june?|july?|aug|sept?|oct|nov|dec)[a-z]*\.?`;
const WRITTEN_DATE = new RegExp(String.raw`\b${MONTH_NAME}\s+(?:(\d{1,2}),\s*)?(\d{4})\b`, 'gi');
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;

function iso(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Every date written in `text`, as YYYY-MM-DD. */
export function datesIn(text: string): string[] {
  const dates: string[] = [];
  for (const match of text.matchAll(WRITTEN_DATE)) {
    const month = MONTHS[(match[1] ?? '').toLowerCase().slice(0, 3)];
    if (month === undefined) continue;
    dates.push(iso(Number(match[3]), month, Number(match[2] ?? 1)));
  }
  for (const match of text.matchAll(ISO_DATE)) {
    dates.push(iso(Number(match[1]), Number(match[2]), Number(match[3])));
  }
  return dates;
}

/** YYYY-MM-DD: when the record's status last changed (see above). */
export function statusChangedOn(row: { status: string; effectiveDate: string }): string {
  return [row.effectiveDate, ...datesIn(row.status)].sort().at(-1) ?? row.effectiveDate;
}
