import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What people wrote to the people who run this installation, when no contact address is set:
 * read by the operator with the admin token, deleted after CONTACT_MESSAGE_RETENTION_DAYS. The
 * way to write back is sealed like a phone number.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    message: text('message').notNull(),
    replyToSealed: text('reply_to_sealed'),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
