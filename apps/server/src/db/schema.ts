import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** One row per anonymous user; the id is the `user-<timestamp>-<random>` the session cookie carries. */
export const identities = pgTable(
  'identities',
  {
    id: text('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** The verified number, AES-256-GCM encrypted (platform/crypto/phone-crypto.ts). */
    phoneEncrypted: text('phone_encrypted'),
    /** Keyed hash of the verified number, so contacts can be matched without decrypting. */
    phoneHash: text('phone_hash'),
  },
  (table) => [index('identities_phone_hash_idx').on(table.phoneHash)],
);

export type IdentityRow = typeof identities.$inferSelect;

/**
 * The one pending code per number (a new send replaces it). The code itself is never stored:
 * only HMAC(key, number + code). Bound to the identity that asked for it.
 */
export const phoneVerificationCodes = pgTable('phone_verification_codes', {
  phoneHash: text('phone_hash').primaryKey(),
  identityId: text('identity_id')
    .notNull()
    .references(() => identities.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export type PhoneVerificationCodeRow = typeof phoneVerificationCodes.$inferSelect;

/**
 * One row per code sent, the state of the send limits (per number, per session, per network
 * address). In the database so the limits hold across restarts and instances; rows older than
 * the limits' window are deleted as new sends arrive.
 */
export const phoneCodeSends = pgTable(
  'phone_code_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phoneHash: text('phone_hash').notNull(),
    identityId: text('identity_id').notNull(),
    /** Keyed hash of the client's address: counted, never stored in clear. */
    clientHash: text('client_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('phone_code_sends_phone_idx').on(table.phoneHash, table.sentAt),
    index('phone_code_sends_identity_idx').on(table.identityId, table.sentAt),
    index('phone_code_sends_client_idx').on(table.clientHash, table.sentAt),
    index('phone_code_sends_sent_at_idx').on(table.sentAt),
  ],
);

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
