import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { alertAcknowledgements, alertRecipients, alertResponses } from '../../db/schema';

/** False when this identity had acknowledged the alert already (each counts once). */
export async function insertAcknowledgement(
  db: Database,
  values: typeof alertAcknowledgements.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(alertAcknowledgements)
    .values(values)
    .onConflictDoNothing()
    .returning({ alertId: alertAcknowledgements.alertId });
  return inserted.length > 0;
}

/** Whether the alert was sent to this identity by name: a VIP recipient, or a responder already. */
export async function isNamedAudience(
  db: Database,
  alertId: string,
  userId: string,
): Promise<boolean> {
  const [recipient, responder] = await Promise.all([
    db
      .select({ userId: alertRecipients.userId })
      .from(alertRecipients)
      .where(and(eq(alertRecipients.alertId, alertId), eq(alertRecipients.userId, userId))),
    db
      .select({ userId: alertResponses.userId })
      .from(alertResponses)
      .where(and(eq(alertResponses.alertId, alertId), eq(alertResponses.userId, userId))),
  ]);
  return recipient.length > 0 || responder.length > 0;
}

/** How many saw the alert, and who responded (their positions are in memory, not here). */
export async function findAcknowledgementCounts(
  db: Database,
  alertId: string,
): Promise<{ notified: number; responderIds: string[] }> {
  const [[seen], responders] = await Promise.all([
    db
      .select({ n: count() })
      .from(alertAcknowledgements)
      .where(eq(alertAcknowledgements.alertId, alertId)),
    db
      .select({ userId: alertResponses.userId })
      .from(alertResponses)
      .where(eq(alertResponses.alertId, alertId)),
  ]);
  return { notified: seen?.n ?? 0, responderIds: responders.map((row) => row.userId) };
}
