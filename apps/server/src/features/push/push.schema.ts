import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identities } from '../../platform/identity/identity.schema';

/**
 * Browsers' Web Push subscriptions (W3C Push API), so alerts reach observers whose tab is closed.
 * The endpoint is the push service's URL for one browser: unique, and a capability (whoever holds
 * it with the keys can message that browser), so it is never logged. `created_at` is when it was
 * last registered: an identity keeps its newest PUSH_SUBSCRIPTIONS_PER_IDENTITY.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    /** RFC 8291: the browser's P-256 public key and authentication secret, base64url. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId, table.createdAt)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
