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

/**
 * Observers who asked to be texted at their verified number when an alert in one of their zones
 * reaches none of their devices by push (iPhones drop subscriptions; browsers lose them). The
 * number stays where it is (identities, encrypted); this row only says yes.
 */
export const watchZoneTexts = pgTable('watch_zone_texts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => identities.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
