import { lawWindowStart } from '@redzone/contract';
import type { LegalRule } from '../types';

/** A rule about a lawsuit or a bill must be re-read against its sources this often. */
const TRACKED_REVIEW_MONTHS = 6;

/**
 * The rules that report something still moving (a lawsuit, a bill) and were last checked more
 * than `TRACKED_REVIEW_MONTHS` before `now`. The clock is the caller's, so a test can show the
 * check fires, and the suite run against today's date goes red when the data ages.
 */
export function staleTrackedRules(rules: readonly LegalRule[], now: Date): LegalRule[] {
  const oldestAllowed = lawWindowStart(now, TRACKED_REVIEW_MONTHS);
  return rules.filter((rule) => rule.tracks !== undefined && rule.reviewed < oldestAllowed);
}

/** The 51-row tables (consent, stop-and-identify) and the circuit rulings, re-read yearly. */
const TABLE_REVIEW_MONTHS = 12;

/**
 * The rows of a shipped table last checked more than `TABLE_REVIEW_MONTHS` before `now`: a
 * statute or a ruling rarely moves within a year, but a table nobody re-reads goes quietly wrong.
 */
export function staleTableRows<Row extends { checked: string }>(
  rows: readonly Row[],
  now: Date,
): Row[] {
  const oldestAllowed = lawWindowStart(now, TABLE_REVIEW_MONTHS);
  return rows.filter((row) => row.checked < oldestAllowed);
}
