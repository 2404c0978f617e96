import type { SenderNameChoice } from '@redzone/contract';
import { jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { identities } from '../../platform/identity/identity.schema';

/**
 * What the duress PIN pretended to do, per identity (docs/decisions/071). Whoever holds the
 * phone makes its owner type a PIN to empty the contacts, remove the phone, delete footage or
 * change the PINs; with the duress PIN nothing happens, and from then on what that phone reads
 * agrees with the pretence, so the PIN is not seen through. The stop PIN clears it.
 */
export const decoyViews = pgTable('decoy_views', {
  userId: text('user_id')
    .primaryKey()
    .references(() => identities.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  /** The circle as the holder saved it, encrypted like a number (phone-crypto), or null. */
  contactsSealed: text('contacts_sealed'),
  /** Set: the phone reads as removed. */
  phoneRemovedAt: timestamp('phone_removed_at', { withTimezone: true }),
  /** How the holder chose the texts should name the owner; null: the real choice shows. */
  senderName: jsonb('sender_name').$type<SenderNameChoice>(),
  /** Recording id -> the deletion time the holder was told. */
  deletions: jsonb('deletions').$type<Record<string, string>>().notNull().default({}),
  /**
   * Recording id -> the code texted to the contacts for a pretended deletion of an alert's
   * footage (hashed like a real one) and when it stops working: the holder asks a contact for
   * it as for a real one, and the contact is told it deletes nothing.
   */
  deletionCodes: jsonb('deletion_codes')
    .$type<Record<string, { hash: string; expiresAt: string }>>()
    .notNull()
    .default({}),
  /** Officer profiles the holder deleted: this phone reads them as gone. */
  officersRemoved: jsonb('officers_removed').$type<string[]>().notNull().default([]),
  /** `cleared`: the PINs read as removed; `replaced`: a new stop PIN the holder chose. */
  pinsState: text('pins_state', { enum: ['cleared', 'replaced'] }),
  /** The holder's new stop PIN (`replaced`), hashed as a real one: typing it pretends again. */
  pinsHash: text('pins_hash'),
  /** The holder's new duress PIN, if they chose one with it: it works as their stop PIN does. */
  pinsDuressHash: text('pins_duress_hash'),
});

export type DecoyViewRow = typeof decoyViews.$inferSelect;

/**
 * Confirmation links texted for numbers the holder added with the duress PIN: the number gets
 * the same text a real invitation sends, and its answer shows on that phone, while the number
 * never joins the real circle. Gone with the pretence (the stop PIN, a take-back).
 */
export const decoyConsents = pgTable(
  'decoy_consents',
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
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.phoneHash] }),
    uniqueIndex('decoy_consents_token_idx').on(table.tokenHash),
  ],
);

export type DecoyConsentRow = typeof decoyConsents.$inferSelect;
