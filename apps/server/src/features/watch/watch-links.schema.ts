import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { alerts } from '../alerts/alerts.schema';

/**
 * One watch link per trusted contact and alert, stored as a hash of its token: a contact removed
 * from the circle loses theirs, and a link forwarded onward can be cut without cutting the rest.
 */
export const watchLinks = pgTable(
  'watch_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    alertId: text('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    /** The contact's number, as trusted_contacts keys it (phone-crypto lookupHash). */
    contactPhoneHash: text('contact_phone_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('watch_links_contact_idx').on(table.contactPhoneHash)],
);

export type WatchLinkRow = typeof watchLinks.$inferSelect;
