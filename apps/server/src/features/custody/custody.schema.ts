import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { recordings } from '../recordings/recordings.schema';

/**
 * Every view, download, export and report of a recording, hash-linked
 * (packages/contract rules/custody-log.ts). Appended only: a trigger refuses any UPDATE (migration
 * 0023). Its rows go with their recording, as the footage they speak of does.
 */
export const custodyLog = pgTable(
  'custody_log',
  {
    recordingId: text('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actor: text('actor').notNull(),
    action: text('action', { enum: ['view', 'download', 'export', 'report'] }).notNull(),
    detail: text('detail').notNull(),
    prevHash: text('prev_hash').notNull(),
    entryHash: text('entry_hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.recordingId, table.seq] })],
);

export type CustodyLogRow = typeof custodyLog.$inferSelect;
