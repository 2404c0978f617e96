import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { identities } from '../../platform/identity/identity.schema';

/**
 * A Red Zone alert (P1 §3). `status` is what was written: active, ended by its creator, or
 * expired by the sweep; an active row older than ALERT_EXPIRY_MS is expired already for every
 * reader (filtered by created_at), the sweep only tells observers.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    location: text('location').notNull(),
    description: text('description').notNull(),
    observersCount: integer('observers_count').notNull().default(0),
    isVip: boolean('is_vip').notNull().default(false),
    status: text('status', { enum: ['active', 'ended', 'expired'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * The sender entered the duress PIN during it. Only the confirmed contacts learn it (their
     * texts and watch links): to everyone else, the phone in someone's hands included, a duress
     * end is an end (docs/decisions/071).
     */
    duressAt: timestamp('duress_at', { withTimezone: true }),
  },
  (table) => [
    index('alerts_status_created_at_idx').on(table.status, table.createdAt),
    index('alerts_user_created_at_idx').on(table.userId, table.createdAt),
  ],
);

export type AlertRow = typeof alerts.$inferSelect;

/**
 * The verified number each alert was sent from (its keyed hash), written by create_alert: the
 * alert limit counts per number, however many identities it was verified on.
 */
export const alertAuthorPhones = pgTable(
  'alert_author_phones',
  {
    alertId: text('alert_id')
      .primaryKey()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    phoneHash: text('phone_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('alert_author_phones_phone_idx').on(table.phoneHash, table.createdAt)],
);

/** One row per identity responding to an alert: the primary key is what counts each one once. */
export const alertResponses = pgTable(
  'alert_responses',
  {
    alertId: text('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    estimatedArrival: timestamp('estimated_arrival', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }).notNull(),
    /** One response per verified number, whatever identity it is on. */
    responderPhoneHash: text('responder_phone_hash'),
  },
  (table) => [
    primaryKey({ columns: [table.alertId, table.userId] }),
    uniqueIndex('alert_responses_phone_idx').on(table.alertId, table.responderPhoneHash),
  ],
);

/**
 * One row per identity that saw an alert it was sent (the urgent screen, or a tap on
 * its push). The primary key counts each once; the sender sees the count, never who.
 */
export const alertAcknowledgements = pgTable(
  'alert_acknowledgements',
  {
    alertId: text('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.alertId, table.userId] })],
);

/** VIP alerts: the creator's trusted contacts who are verified users, reached wherever they are. */
export const alertRecipients = pgTable(
  'alert_recipients',
  {
    alertId: text('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.alertId, table.userId] }),
    index('alert_recipients_user_idx').on(table.userId),
  ],
);

/**
 * Every live event, written in the transaction of the change it announces. The bigserial id is
 * the SSE event id: one order for all instances, so a reconnect can replay what it missed.
 */
export const alertEvents = pgTable(
  'alert_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    alertId: text('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['alert.created', 'alert.updated', 'alert.ended'] }).notNull(),
    /** The count at this event, so a replay shows the radius the event announced. */
    observersCount: integer('observers_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('alert_events_created_at_idx').on(table.createdAt),
    index('alert_events_alert_idx').on(table.alertId, table.id),
  ],
);

export type AlertEventRow = typeof alertEvents.$inferSelect;
