import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identities } from '../../platform/identity/identity.schema';

/**
 * An identity's stop and duress PINs, as the server keeps them (docs/decisions/065, 071): each
 * `v2$N$r$p$salt$hash`, scrypt over a keyed HMAC of the PIN. Rows from the oldest installs are
 * `scrypt$…` over the phone's PBKDF2 hash of the PIN, with that salt and its rounds here.
 */
export const pinHashes = pgTable('pin_hashes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => identities.id, { onDelete: 'cascade' }),
  deviceSalt: text('device_salt'),
  deviceIterations: integer('device_iterations'),
  stopHash: text('stop_hash').notNull(),
  duressHash: text('duress_hash'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  /** When the contacts were last told of a duress PIN typed with no alert near (one text a while). */
  duressToldAt: timestamp('duress_told_at', { withTimezone: true }),
});

export type PinHashesRow = typeof pinHashes.$inferSelect;
