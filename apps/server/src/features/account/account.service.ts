import {
  gradeHalfPoints,
  isNegativeGrade,
  isPositiveGrade,
  PHONE_HISTORY_DAYS,
  PRODUCT_NAME,
} from '@redzone/contract';
import type { Database } from '../../db/database';
import type { PinGuard, PinTry } from '../../platform/identity/pin-guard';
import { applyReportToOfficer, lockOfficer } from '../officers/officers.queries';
import {
  deleteAlertsBefore,
  deleteAlertsOf,
  deletePersonalRowsOf,
  deleteReportsOf,
  findReportsOf,
  forgetPhoneOf,
  revokeIdentity,
} from './account.queries';

const DAY_MS = 24 * 60 * 60_000;

/** What the contacts read when the person deletes their account: footage is not lost with it. */
export function accountDeletedSmsBody(): string {
  return `${PRODUCT_NAME}: someone who lists you as a trusted contact deleted their ${PRODUCT_NAME} account. The footage of their emergencies is kept on the server, and comes back to them if they verify their number again within ${PHONE_HISTORY_DAYS} days.`;
}

export interface AccountService {
  /**
   * DELETE /api/me: everything of this identity (alerts, responses, reports, PINs, contacts, push
   * subscriptions, complaints, its number); its recordings stay under their retention rules, as
   * a delete from the phone only schedules footage, and the number's history keeps finding them
   * for PHONE_HISTORY_DAYS, so the owner verifying it on a new phone takes them back. The
   * contacts are told. Its cookies stop counting. While a stop PIN is set it needs it; the
   * duress PIN deletes nothing and answers the same, cookies included.
   */
  eraseIdentity(who: PinTry, pin?: string): Promise<void>;
  /**
   * DELETE /api/phone: the verified number is forgotten; the identity is no longer verified.
   * While a stop PIN is set it needs it; with the duress PIN this phone only reads it as gone.
   */
  removePhone(who: PinTry, pin?: string): Promise<void>;
  /** Alerts (and their responses) older than ALERT_RETENTION_DAYS; how many went. */
  purgeOldAlerts(): Promise<number>;
}

export function createAccountService(deps: {
  db: Database;
  clock: () => Date;
  alertRetentionDays: number;
  pins: PinGuard;
  decoys: { pretendPhoneRemoved(userId: string): Promise<void> };
  /** The identity's cookies were revoked: instances drop what they remember of them. */
  onRevoked: (userId: string) => void;
  /** Ends the person's alerts that are on, for everyone (the alerts feature). */
  endAlertsOf: (userId: string, options: { tellContacts: boolean }) => Promise<void>;
  /** Tells the contacts (and those removed lately) that the account was deleted. */
  tellContactsOfDeletion: (userId: string) => Promise<void>;
}): AccountService {
  const { db, clock, alertRetentionDays, pins, decoys, onRevoked } = deps;
  return {
    async eraseIdentity(who, pin) {
      const { userId } = who;
      const verdict = await pins.guard(who, pin);
      // Its alerts end for everyone either way: no alert is left on that nobody can answer, and
      // the duress PIN ends them as a real delete does (its contacts get the duress text).
      await deps.endAlertsOf(userId, { tellContacts: verdict !== 'duress' });
      const now = clock();
      if (verdict === 'duress') {
        // Nothing is deleted; the phone is signed out as a real delete signs it out.
        await revokeIdentity(db, userId, now);
        onRevoked(userId);
        return;
      }
      await deps.tellContactsOfDeletion(userId);
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
        await forgetPhoneOf(tx, userId, now);
        await revokeIdentity(tx, userId, now);
      });
      onRevoked(userId);
    },

    async removePhone(who, pin) {
      const verdict = await pins.guard(who, pin);
      if (verdict === 'duress') {
        await decoys.pretendPhoneRemoved(who.userId);
        return;
      }
      await forgetPhoneOf(db, who.userId, clock());
    },

    purgeOldAlerts() {
      return deleteAlertsBefore(db, new Date(clock().getTime() - alertRetentionDays * DAY_MS));
    },
  };
}
