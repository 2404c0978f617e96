import { date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * P2 §3 "Law notification": a state law or court ruling about policing, stops or recording, as
 * imported from a data file (apps/server/data, `npm run laws:import`). impactLevel and category
 * are derived from `topics` when read (law-topics.ts), so changing that mapping needs no import.
 * `imported_at` is when the row was last written; the newest `status_as_of` is the list's
 * lastUpdated (the data's own date).
 */
export const lawNotifications = pgTable(
  'law_notifications',
  {
    id: text('id').primaryKey(),
    /** USPS code: one of the 50 states or DC. */
    state: text('state').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Longer text when the source has one; null shows the summary. */
    description: text('description'),
    status: text('status').notNull(),
    /** The date the status was last known to be right: court rulings change it. */
    statusAsOf: date('status_as_of', { mode: 'string' }).notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    citation: text('citation').notNull(),
    sourceUrl: text('source_url').notNull(),
    topics: text('topics').array().notNull(),
    evidenceUrls: text('evidence_urls').array().notNull(),
    /** How the record was compiled: from_pages_corpus, or from_memory_unverified (caveat). */
    verification: text('verification').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('law_notifications_state_effective_date_idx').on(table.state, table.effectiveDate.desc()),
    index('law_notifications_imported_at_idx').on(table.importedAt),
  ],
);

export type LawNotificationRow = typeof lawNotifications.$inferSelect;
export type NewLawNotificationRow = typeof lawNotifications.$inferInsert;
