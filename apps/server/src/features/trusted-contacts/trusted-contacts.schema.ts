import { SENDER_NAME_KINDS } from '@redzone/contract';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { identities } from '../../platform/identity/identity.schema';

/** The Olive Branch circle (P2 §3, at most 4 per owner), numbers encrypted like identities'. */
export const trustedContacts = pgTable(
  'trusted_contacts',
  {
    ownerId: text('owner_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    relationship: text('relationship').notNull(),
    phoneEncrypted: text('phone_encrypted').notNull(),
    phoneHash: text('phone_hash').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.position] }),
    index('trusted_contacts_phone_hash_idx').on(table.phoneHash),
  ],
);

export type TrustedContactRow = typeof trustedContacts.$inferSelect;

/**
 * A contact's answer to being listed, per owner and number: kept when the circle
 * is saved again, so a number is asked once per owner, and a decline holds. The token of the
 * confirmation link is stored hashed.
 */
export const contactConsents = pgTable(
  'contact_consents',
  {
    ownerId: text('owner_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    phoneHash: text('phone_hash').notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'declined'] })
      .notNull()
      .default('pending'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.phoneHash] }),
    uniqueIndex('contact_consents_token_idx').on(table.tokenHash),
  ],
);

export type ContactConsentRow = typeof contactConsents.$inferSelect;

/**
 * How the texts to the owner's contacts name them (docs/decisions/080). No row: "someone", as
 * before the choice existed. The number is never stored here: `phone` reads the identity's
 * verified one when a text is written, so a number removed since is never named.
 */
export const senderNames = pgTable('sender_names', {
  ownerId: text('owner_id')
    .primaryKey()
    .references(() => identities.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: SENDER_NAME_KINDS }).notNull(),
  /** Set with `firstName` only, as checked by FirstNameSchema. */
  firstName: text('first_name'),
  chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull(),
});

export type SenderNameRow = typeof senderNames.$inferSelect;
