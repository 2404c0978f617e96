import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every key evidence was signed with, and when (docs/evidence-keys.md). A key's period
 * ends when another is first used; rows are never removed, so old acknowledgements stay
 * checkable after a rotation.
 */
export const evidenceSigningKeys = pgTable('evidence_signing_keys', {
  keyId: text('key_id').primaryKey(),
  /** Raw Ed25519 public key, base64url. */
  publicKey: text('public_key').notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true }),
});

export type EvidenceSigningKeyRow = typeof evidenceSigningKeys.$inferSelect;
