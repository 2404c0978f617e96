import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /** Set: signed out for good from another device ("I lost my phone"). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  // Unique: a number is verified on one identity at a time; verifying it on
  // another moves it.
  (table) => [uniqueIndex('identities_phone_hash_idx').on(table.phoneHash)],
);

export type IdentityRow = typeof identities.$inferSelect;
