import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The evidence log's entries, in order: one per sealed layer. Never updated or removed, also when
 * the take is deleted (an entry holds ids and hashes only), so the log a verifier saw stays the
 * prefix of every later one. No foreign key to recordings for the same reason.
 */
export const evidenceLogEntries = pgTable('evidence_log_entries', {
  leafIndex: integer('leaf_index').primaryKey(),
  /** The sealed layer (a recordings row): one entry each. */
  layerId: text('layer_id').notNull().unique(),
  /** logEntryText of the entry: the leaf's exact bytes, UTF-8. */
  entry: text('entry').notNull(),
  leafHash: text('leaf_hash').notNull(),
  loggedAt: timestamp('logged_at', { withTimezone: true }).notNull(),
});

/** Signed tree heads: the root over the first `tree_size` entries, as signed. */
export const evidenceLogHeads = pgTable('evidence_log_heads', {
  treeSize: integer('tree_size').primaryKey(),
  rootHash: text('root_hash').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  keyId: text('key_id').notNull(),
  signature: text('signature').notNull(),
});

/**
 * RFC 3161 tokens from the authorities of TSA_URL over a signed tree head (decision 100): each
 * stamps the SHA-256 of treeHeadSigningText(head). One per head and authority; never removed.
 */
export const evidenceLogHeadTimestamps = pgTable(
  'evidence_log_head_timestamps',
  {
    treeSize: integer('tree_size')
      .notNull()
      .references(() => evidenceLogHeads.treeSize),
    tsaUrl: text('tsa_url').notNull(),
    /** The TimeStampToken (CMS SignedData), DER, base64. */
    token: text('token').notNull(),
    stampedAt: timestamp('stamped_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.treeSize, table.tsaUrl] })],
);

export type EvidenceLogEntryRow = typeof evidenceLogEntries.$inferSelect;
export type EvidenceLogHeadRow = typeof evidenceLogHeads.$inferSelect;
export type EvidenceLogHeadTimestampRow = typeof evidenceLogHeadTimestamps.$inferSelect;
