import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { identities } from './identity.schema';

/**
 * Which identities held a verified number, and until when. Whoever holds a taken phone can
 * remove its number first; the owner verifying it again on a new phone must still find (and
 * sign out) that identity, so revocation follows the number's history, not only who holds it now.
 */
export const phoneHistory = pgTable(
  'phone_history',
  {
    phoneHash: text('phone_hash').notNull(),
    identityId: text('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
    /** Null while the identity holds the number. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.phoneHash, table.identityId] }),
    index('phone_history_identity_idx').on(table.identityId),
  ],
);

export type PhoneHistoryRow = typeof phoneHistory.$inferSelect;
