import {
  gradeHalfPoints,
  isNegativeGrade,
  isPositiveGrade,
  type OfficerReport,
} from '@redzone/contract';
import type { Database } from '../../db/database';
import type { OfficerReportRow } from '../../db/schema';
import {
  applyReportToOfficer,
  findWithdrawnReportsOf,
  lockOfficer,
  restoreReport,
  withdrawReport,
} from './officers.queries';

/** What one report adds to its officer's counts (`sign` -1 takes it away). */
export function reportChange(rating: OfficerReport['rating'], sign: 1 | -1) {
  return {
    sign,
    isPositive: isPositiveGrade(rating),
    isNegative: isNegativeGrade(rating),
    halfPoints: gradeHalfPoints(rating),
  };
}

/**
 * A report "deleted" with the duress PIN goes out of every view and every count, for everyone,
 * as a deletion would (anyone could compare from another phone), and is kept; its officer's row
 * is locked by the caller. The author's stop PIN puts it back (`restoreWithdrawnReports`).
 */
export async function withdrawLockedReport(
  tx: Database,
  report: OfficerReportRow,
  now: Date,
): Promise<void> {
  await withdrawReport(tx, report.id, now);
  await applyReportToOfficer(tx, report.officerId, reportChange(report.rating, -1));
}

/**
 * Every report `userId` withdrew comes back, with its grade; officers are locked in id order
 * before their reports, the order a deletion takes them in.
 */
export async function restoreWithdrawnReports(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const withdrawn = await findWithdrawnReportsOf(tx, userId);
    for (const officerId of [...new Set(withdrawn.map((report) => report.officerId))].sort()) {
      await lockOfficer(tx, officerId);
    }
    for (const report of withdrawn) {
      // Deleted for real meanwhile (its account went): nothing to put back.
      if (!(await restoreReport(tx, report.id))) continue;
      await applyReportToOfficer(tx, report.officerId, reportChange(report.rating, 1));
    }
  });
}
