import { gradeHalfPoints, isNegativeGrade, isPositiveGrade } from '@redzone/contract';
import type { Database } from '../../db/database';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import { applyReportToOfficer, lockOfficer } from '../officers/officers.queries';
import {
  deleteAlertsBefore,
  deleteAlertsOf,
  deleteIdentityIfBare,
  deletePersonalRowsOf,
  deleteReportsOf,
  findReportsOf,
  forgetPhoneOf,
  hasActiveAlert,
} from './account.queries';

const DAY_MS = 24 * 60 * 60_000;

export interface AccountService {
  /**
   * DELETE /api/me (issue 24, F-20): everything of this identity (alerts, responses, reports, PINs,
   * contacts, push subscriptions, complaints, its number); its recordings stay under their
   * retention rules, as a delete from the phone only schedules footage. While an alert of theirs
   * is on and a stop PIN is stored, `pin` must be the stop PIN (issue 29): deleting everything
   * ends the alert, which the cookie alone must not do.
   */
  eraseIdentity(userId: string, pin?: string): Promise<void>;
  /** DELETE /api/phone: the verified number is forgotten; the identity is no longer verified. */
  removePhone(userId: string): Promise<void>;
  /** Alerts (and their responses) older than ALERT_RETENTION_DAYS; how many went. */
  purgeOldAlerts(): Promise<number>;
}

export function createAccountService(deps: {
  db: Database;
  clock: () => Date;
  alertRetentionDays: number;
  /** Issue 29: which stored PIN `pin` is (pins.service); refuses a missing or wrong one. */
  pins: { check(userId: string, pin: string | undefined): Promise<'none' | 'stop' | 'duress'> };
}): AccountService {
  const { db, clock, alertRetentionDays, pins } = deps;
  return {
    async eraseIdentity(userId, pin) {
      // The duress PIN deletes nothing: it cannot be made to end the alert it keeps on.
      if ((await hasActiveAlert(db, userId)) && (await pins.check(userId, pin)) === 'duress') {
        throw new AppError(HTTP_STATUS.forbidden, 'pin_wrong', 'That PIN is not right.');
      }
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
