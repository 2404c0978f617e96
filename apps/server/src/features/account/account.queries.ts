import { ALERT_EXPIRY_MS, TAKE_BEFORE_ALERT_MS } from '@redzone/contract';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  alertAcknowledgements,
  alertRecipients,
  alertResponses,
  alerts,
  contactConsents,
  decoyConsents,
  decoyViews,
  identities,
  officerReports,
  officers,
  phoneHistory,
  phoneVerificationCodes,
  pinHashes,
  pushSubscriptions,
  recordings,
  removedContacts,
  senderNames,
  trustedContacts,
  videoReports,
  watchZones,
} from '../../db/schema';

/**
 * Alerts that are evidence: a recording names them, or one of the sender's takes began around
 * them (at the touch, before the alert had an id: the same window recordings use to protect
 * such a take). The retention keeps those recordings, and the alert is what protects them.
 */
const hasRecording = (alertId: typeof alerts.id) => sql`(
  exists (select 1 from ${recordings} where ${recordings.alertId} = ${alertId})
  or exists (
    select 1 from ${recordings}
    where ${recordings.userId} = ${alerts.userId}
      and ${recordings.createdAt} >= ${alerts.createdAt} - (${TAKE_BEFORE_ALERT_MS} * interval '1 millisecond')
      and ${recordings.createdAt} <= ${alerts.createdAt} + (${ALERT_EXPIRY_MS} * interval '1 millisecond')
      and (${alerts.endedAt} is null or ${alerts.endedAt} >= ${recordings.createdAt})
  )
)`;

/**
 * The identity's reports, to take each one's grade off its officer before it goes (a withdrawn
 * one's grade is off already).
 */
export async function findReportsOf(tx: Database, userId: string) {
  return tx
    .select({
      id: officerReports.id,
      officerId: officerReports.officerId,
      rating: officerReports.rating,
    })
    .from(officerReports)
    .where(and(eq(officerReports.userId, userId), isNull(officerReports.withdrawnAt)));
}

export async function deleteReportsOf(tx: Database, userId: string): Promise<void> {
  await tx.delete(officerReports).where(eq(officerReports.userId, userId));
}

/**
 * The identity's alerts, their responses, recipients and events with them; an alert a recording
 * belongs to stays (ended), since it is what keeps that evidence (docs/decisions/033).
 */
export async function deleteAlertsOf(tx: Database, userId: string, now: Date): Promise<void> {
  await tx
    .delete(alerts)
    .where(and(eq(alerts.userId, userId), sql`not ${hasRecording(alerts.id)}`));
  await tx
    .update(alerts)
    .set({ status: 'ended', endedAt: now })
    .where(and(eq(alerts.userId, userId), eq(alerts.status, 'active')));
}

/** Everything else the identity wrote that no one else needs. */
export async function deletePersonalRowsOf(tx: Database, userId: string): Promise<void> {
  await tx.delete(trustedContacts).where(eq(trustedContacts.ownerId, userId));
  await tx.delete(contactConsents).where(eq(contactConsents.ownerId, userId));
  await tx.delete(senderNames).where(eq(senderNames.ownerId, userId));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await tx.delete(phoneVerificationCodes).where(eq(phoneVerificationCodes.identityId, userId));
  await tx.delete(videoReports).where(eq(videoReports.userId, userId));
  // What this person saw and answered; others' counts drop by one.
  await tx.delete(alertAcknowledgements).where(eq(alertAcknowledgements.userId, userId));
  await tx.delete(alertResponses).where(eq(alertResponses.userId, userId));
  await tx.delete(alertRecipients).where(eq(alertRecipients.userId, userId));
  await tx.delete(watchZones).where(eq(watchZones.userId, userId));
  await tx.update(officers).set({ creatorUserId: null }).where(eq(officers.creatorUserId, userId));
  // The PINs' hashes (the identity row outlives this, revoked, and its recordings with it).
  await tx.delete(pinHashes).where(eq(pinHashes.userId, userId));
  await tx.delete(decoyViews).where(eq(decoyViews.userId, userId));
  await tx.delete(decoyConsents).where(eq(decoyConsents.ownerId, userId));
  await tx.delete(removedContacts).where(eq(removedContacts.ownerId, userId));
  // The number's history stays (forgetPhoneOf releases it): it is what finds the recordings,
  // which are kept, when the owner verifies the number again; it ages out with the others.
}

/**
 * The verified number goes: the identity is no longer verified. Its history keeps that it held
 * the number until now, so the owner verifying it on a new phone still finds this identity.
 */
export async function forgetPhoneOf(tx: Database, userId: string, now: Date): Promise<void> {
  await tx
    .update(identities)
    .set({ phoneVerifiedAt: null, phoneEncrypted: null, phoneHash: null })
    .where(eq(identities.id, userId));
  await tx
    .update(phoneHistory)
    .set({ releasedAt: now })
    .where(and(eq(phoneHistory.identityId, userId), isNull(phoneHistory.releasedAt)));
}

/**
 * The identity's cookies stop counting, also copies of them kept elsewhere: what was deleted
 * and what only pretended to be answer a kept cookie alike. The row stays, bare, so that its
 * recordings (which follow their own retention) still name it.
 */
export async function revokeIdentity(tx: Database, userId: string, now: Date): Promise<void> {
  // An identity never stored (it wrote nothing) has nothing to keep a cookie out of.
  await tx.update(identities).set({ revokedAt: now }).where(eq(identities.id, userId));
}

/** Alerts older than the retention that no recording names; how many. */
export async function deleteAlertsBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(alerts)
    .where(and(lt(alerts.createdAt, before), sql`not ${hasRecording(alerts.id)}`))
    .returning({ id: alerts.id });
  return deleted.length;
}
