import { and, count, eq, lte } from 'drizzle-orm';
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

/**
 * How many saw the alert, and who responded (their positions are in memory, not here); with
 * `until`, only those before it.
 */
export async function findAcknowledgementCounts(
  db: Database,
  alertId: string,
  until: Date | null = null,
): Promise<{ notified: number; responderIds: string[] }> {
  const [[seen], responders] = await Promise.all([
    db
      .select({ n: count() })
      .from(alertAcknowledgements)
      .where(
        and(
          eq(alertAcknowledgements.alertId, alertId),
          until === null ? undefined : lte(alertAcknowledgements.acknowledgedAt, until),
        ),
      ),
    db
      .select({ userId: alertResponses.userId })
      .from(alertResponses)
      .where(
        and(
          eq(alertResponses.alertId, alertId),
          until === null ? undefined : lte(alertResponses.respondedAt, until),
        ),
      ),
  ]);
  return { notified: seen?.n ?? 0, responderIds: responders.map((row) => row.userId) };
}
