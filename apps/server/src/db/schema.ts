import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per anonymous user; the id is the `user-<timestamp>-<random>` the session cookie carries. */
export const identities = pgTable('identities', {
  id: text('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
});

export type IdentityRow = typeof identities.$inferSelect;
