import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  alertAcknowledgements,
  alerts,
  contactConsents,
  identities,
  officerReports,
  phoneVerificationCodes,
  pinHashes,
  pushSubscriptions,
  recordings,
  trustedContacts,
  videoReports,
} from '../../db/schema';

/** Alerts that are evidence: a recording names them, and the retention keeps that recording. */
const hasRecording = (alertId: typeof alerts.id) =>
  sql`exists (select 1 from ${recordings} where ${recordings.alertId} = ${alertId})`;

/** The identity's reports, to take each one's grade off its officer before it goes. */
export async function findReportsOf(tx: Database, userId: string) {
  return tx
    .select({
      id: officerReports.id,
      officerId: officerReports.officerId,
      rating: officerReports.rating,
    })
    .from(officerReports)
    .where(eq(officerReports.userId, userId));
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

/** Whether the identity has an alert still on (deleting everything would end it). */
export async function hasActiveAlert(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: alerts.id })
    .from(alerts)
    .where(and(eq(alerts.userId, userId), eq(alerts.status, 'active')))
    .limit(1);
  return row !== undefined;
}

/** Everything else the identity wrote that no one else needs. */
export async function deletePersonalRowsOf(tx: Database, userId: string): Promise<void> {
  await tx.delete(trustedContacts).where(eq(trustedContacts.ownerId, userId));
  await tx.delete(contactConsents).where(eq(contactConsents.ownerId, userId));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await tx.delete(phoneVerificationCodes).where(eq(phoneVerificationCodes.identityId, userId));
  await tx.delete(videoReports).where(eq(videoReports.userId, userId));
  // Issue 27: what this person saw; others' counts of who saw their alerts drop by one.
  await tx.delete(alertAcknowledgements).where(eq(alertAcknowledgements.userId, userId));
  // Issue 29: the PINs' hashes (the identity row can outlive this, held by its recordings).
  await tx.delete(pinHashes).where(eq(pinHashes.userId, userId));
}

/** The verified number goes: the identity is no longer verified (issue 24, F-20). */
export async function forgetPhoneOf(tx: Database, userId: string): Promise<void> {
  await tx
    .update(identities)
    .set({ phoneVerifiedAt: null, phoneEncrypted: null, phoneHash: null })
    .where(eq(identities.id, userId));
}

/**
 * The identity row itself, unless recordings still name it: they follow their own retention (a
 * delete from the phone only schedules footage, DESIGN.md), and go with it when they go.
 */
export async function deleteIdentityIfBare(tx: Database, userId: string): Promise<void> {
  await tx
    .delete(identities)
    .where(
      and(
        eq(identities.id, userId),
        notExists(tx.select().from(recordings).where(eq(recordings.userId, userId))),
      ),
    );
}

/** Alerts older than the retention that no recording names (issue 24, F-20); how many. */
export async function deleteAlertsBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(alerts)
    .where(and(lt(alerts.createdAt, before), sql`not ${hasRecording(alerts.id)}`))
    .returning({ id: alerts.id });
  return deleted.length;
}
