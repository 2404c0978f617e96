import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { identities } from '../../platform/identity/identity.schema';

/**
 * Contacts taken out of a circle, kept for RECORDING_DELETE_DELAY_DAYS: whoever holds the phone
 * could empty the circle first to silence the people who would hear of a deletion or a duress
 * end. They are still told of those for that long. Only contacts who had confirmed are kept.
 */
export const removedContacts = pgTable(
  'removed_contacts',
  {
    ownerId: text('owner_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    phoneHash: text('phone_hash').notNull(),
    /** Encrypted with the owner's id as context, like trusted_contacts.phone_encrypted. */
    phoneEncrypted: text('phone_encrypted').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.phoneHash] })],
);

export type RemovedContactRow = typeof removedContacts.$inferSelect;
