import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { alerts } from '../../db/schema';
import { type WatchLinkRow, watchLinks } from './watch-links.schema';

export async function insertWatchLink(db: Database, row: WatchLinkRow): Promise<void> {
  await db.insert(watchLinks).values(row);
}

export async function findLiveWatchLink(
  db: Database,
  tokenHash: string,
): Promise<WatchLinkRow | null> {
  const [row] = await db
    .select()
    .from(watchLinks)
    .where(and(eq(watchLinks.tokenHash, tokenHash), isNull(watchLinks.revokedAt)));
  return row ?? null;
}

/** Every link these numbers hold to the owner's alerts stops working. */
export async function revokeWatchLinksOf(
  db: Database,
  ownerId: string,
  phoneHashes: string[],
  at: Date,
): Promise<void> {
  if (phoneHashes.length === 0) return;
  const ownAlerts = db.select({ id: alerts.id }).from(alerts).where(eq(alerts.userId, ownerId));
  await db
    .update(watchLinks)
    .set({ revokedAt: at })
    .where(
      and(
        inArray(watchLinks.contactPhoneHash, phoneHashes),
        inArray(watchLinks.alertId, ownAlerts),
        isNull(watchLinks.revokedAt),
      ),
    );
}
