import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { identities } from '../../platform/identity/identity.schema';

/**
 * One pending code per number and session (a new send by that session replaces it;
 * another session's send no longer replaces the person's code). The code itself is never
 * stored: only HMAC(key, number + code).
 */
export const phoneVerificationCodes = pgTable(
  'phone_verification_codes',
  {
    phoneHash: text('phone_hash').notNull(),
    identityId: text('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.phoneHash, table.identityId] })],
);

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
