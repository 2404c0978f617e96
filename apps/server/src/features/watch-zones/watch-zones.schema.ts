import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { identities } from '../../platform/identity/identity.schema';

/**
 * Places a person asked to be alerted about while their app is closed, at most
 * WATCH_ZONES_MAX each. Only a coarse H3 cell (resolution 8, about 1 km across) and the person's
 * own label are kept, never the point they chose; nobody else ever sees them.
 */
export const watchZones = pgTable(
  'watch_zones',
  {
    userId: text('user_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    cell: text('cell').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.position] }),
    index('watch_zones_cell_idx').on(table.cell),
  ],
);

export type WatchZoneRow = typeof watchZones.$inferSelect;
