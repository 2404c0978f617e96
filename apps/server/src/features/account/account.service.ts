import { gradeHalfPoints, isNegativeGrade, isPositiveGrade } from '@redzone/contract';
import type { Database } from '../../db/database';
import { applyReportToOfficer, lockOfficer } from '../officers/officers.queries';
import {
  deleteAlertsBefore,
  deleteAlertsOf,
  deleteIdentityIfBare,
  deletePersonalRowsOf,
  deleteReportsOf,
  findReportsOf,
  forgetPhoneOf,
} from './account.queries';

const DAY_MS = 24 * 60 * 60_000;

export interface AccountService {
  /**
   * DELETE /api/me (issue 24, F-20): everything of this identity (alerts, responses, reports, PINs,
   * contacts, push subscriptions, complaints, its number); its recordings stay under their
   * retention rules, as a delete from the phone only schedules footage.
   */
  eraseIdentity(userId: string): Promise<void>;
  /** DELETE /api/phone: the verified number is forgotten; the identity is no longer verified. */
  removePhone(userId: string): Promise<void>;
  /** Alerts (and their responses) older than ALERT_RETENTION_DAYS; how many went. */
  purgeOldAlerts(): Promise<number>;
}

export function createAccountService(deps: {
  db: Database;
  clock: () => Date;
  alertRetentionDays: number;
}): AccountService {
  const { db, clock, alertRetentionDays } = deps;
  return {
    async eraseIdentity(userId) {
      const now = clock();
      await db.transaction(async (tx) => {
        // Each report's grade comes off its officer, locked in the order deleting one takes.
        const reports = await findReportsOf(tx, userId);
        for (const officerId of [...new Set(reports.map((r) => r.officerId))].sort()) {
          await lockOfficer(tx, officerId);
        }
        await deleteReportsOf(tx, userId);
        for (const report of reports) {
          await applyReportToOfficer(tx, report.officerId, {
            sign: -1,
            isPositive: isPositiveGrade(report.rating),
            isNegative: isNegativeGrade(report.rating),
            halfPoints: gradeHalfPoints(report.rating),
          });
        }
        await deleteAlertsOf(tx, userId, now);
        await deletePersonalRowsOf(tx, userId);
        await forgetPhoneOf(tx, userId);
        await deleteIdentityIfBare(tx, userId);
      });
    },

    async removePhone(userId) {
      await forgetPhoneOf(db, userId);
    },

    purgeOldAlerts() {
      return deleteAlertsBefore(db, new Date(clock().getTime() - alertRetentionDays * DAY_MS));
    },
  };
}
