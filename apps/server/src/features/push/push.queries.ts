import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type PushSubscriptionRow, pushSubscriptions } from '../../db/schema';

/** Audiences are bounded by the statement's parameter limit, so ids go in chunks. */
const USER_IDS_PER_QUERY = 1000;

/**
 * One row per endpoint: subscribing again (a new session in the same browser, new keys) takes the
 * row over, as only that browser and this server know the endpoint.
 */
export async function upsertSubscription(
  tx: Database,
  values: typeof pushSubscriptions.$inferInsert,
): Promise<void> {
  await tx
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: values.userId,
        p256dh: values.p256dh,
        auth: values.auth,
        createdAt: values.createdAt,
      },
    });
}

/** Deletes all but the identity's `keep` newest subscriptions. */
export async function trimSubscriptions(tx: Database, userId: string, keep: number): Promise<void> {
  const newest = tx
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.endpoint))
    .limit(keep);
  await tx
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.endpoint, newest)),
    );
}

/** False when the identity has no subscription with this endpoint (none, or someone else's). */
export async function deleteOwnSubscription(
  db: Database,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ endpoint: pushSubscriptions.endpoint });
  return deleted.length > 0;
}

/** Whether the identity has a subscription with this endpoint. */
export async function holdsSubscription(
  db: Database,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const [row] = await db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The push service said the subscription is gone (404/410). */
export async function deleteSubscription(db: Database, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export async function findSubscriptionsOf(
  db: Database,
  userIds: readonly string[],
): Promise<PushSubscriptionRow[]> {
  const found: PushSubscriptionRow[] = [];
  for (let start = 0; start < userIds.length; start += USER_IDS_PER_QUERY) {
    const chunk = userIds.slice(start, start + USER_IDS_PER_QUERY);
    found.push(
      ...(await db
        .select()
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, chunk))),
    );
  }
  return found;
}
