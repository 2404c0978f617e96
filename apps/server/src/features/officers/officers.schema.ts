import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { identities } from '../../platform/identity/identity.schema';

/**
 * A public official (P2 §3). The report counts and the grade-point sum are kept here, changed in
 * the transaction of each report written or deleted, so a search reads them without touching
 * the reports. The three search columns are derived from the name, badge and department by
 * features/officers/officer-search-text.ts when the row is written:
 * - `search_text`: every word, lower case, accents removed, space separated and space padded;
 *   a trigram index finds a word part anywhere in it (pg_trgm, "LIKE '%rodr%'");
 * - `name_words` and `name_prefixes`: the name's words and every prefix of each, for the
 *   whole-word and word-start tiers of the ranking (GIN array indexes).
 */
// drizzle-kit loads this file on its own, without the contract package: the enums below repeat
// the contract's (OFFICER_GRADES, INTERACTION_TYPES, VERIFICATION_STATUSES, UNKNOWN_BADGE).
export const officers = pgTable(
  'officers',
  {
    id: text('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    fullName: text('full_name').notNull(),
    /** Upper case; UNKNOWN when the person did not see it. */
    badgeNumber: text('badge_number').notNull(),
    rank: text('rank'),
    department: text('department').notNull(),
    city: text('city').notNull(),
    /** The state's full name ("California"), as the reverse geocoder gives it. */
    state: text('state').notNull(),
    precinct: text('precinct'),
    verificationStatus: text('verification_status', { enum: ['verified', 'pending', 'unverified'] })
      .notNull()
      .default('unverified'),
    /** The identity that filed the profile: the only one who may delete it. */
    creatorUserId: text('creator_user_id').references(() => identities.id, {
      onDelete: 'set null',
    }),
    totalReports: integer('total_reports').notNull().default(0),
    positiveReports: integer('positive_reports').notNull().default(0),
    negativeReports: integer('negative_reports').notNull().default(0),
    /** Sum of the reports' grade points in half points (A+ = 10), so it stays a whole number. */
    ratingHalfPoints: integer('rating_half_points').notNull().default(0),
    searchText: text('search_text').notNull(),
    nameWords: text('name_words').array().notNull(),
    namePrefixes: text('name_prefixes').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('officers_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    index('officers_name_words_idx').using('gin', table.nameWords),
    index('officers_name_prefixes_idx').using('gin', table.namePrefixes),
    index('officers_badge_idx').on(table.badgeNumber),
    // City and state filters, each tier read in report-count order (so a broad one stops early).
    index('officers_place_idx').on(
      sql`lower(${table.state})`,
      sql`lower(${table.city})`,
      table.totalReports.desc().nullsFirst(),
      table.id,
    ),
    index('officers_total_reports_idx').on(table.totalReports.desc().nullsFirst(), table.id),
    // One profile per badge in a department (a state's department names are its own).
    uniqueIndex('officers_department_badge_idx')
      .on(sql`lower(${table.state})`, sql`lower(${table.department})`, table.badgeNumber)
      .where(sql`${table.badgeNumber} <> 'UNKNOWN'`),
  ],
);

export type OfficerRow = typeof officers.$inferSelect;

/**
 * A graded report on an officer (P2 §3) by a verified identity. An officer with reports cannot be
 * deleted (a profile's creator could erase everyone's reports on it); the service
 * deletes its creator's own reports first and refuses when anyone else's remain. `user_id` is kept for anonymous reports too (rate limits, the author's delete); the
 * API never shows it to anyone else.
 */
export const officerReports = pgTable(
  'officer_reports',
  {
    id: text('id').primaryKey(),
    officerId: text('officer_id')
      .notNull()
      .references(() => officers.id, { onDelete: 'restrict' }),
    userId: text('user_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    rating: text('rating', { enum: ['A+', 'A', 'B', 'C', 'D', 'F'] }).notNull(),
    interactionType: text('interaction_type', {
      enum: ['traffic_stop', 'arrest', 'questioning', 'patrol', 'emergency_response', 'other'],
    }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    location: text('location'),
    incidentDate: date('incident_date', { mode: 'string' }),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    /** The author's verified number's hash: the daily limits count per number. */
    authorPhoneHash: text('author_phone_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * Set when its author "deleted" it with the duress PIN: out of every view and every count, as
     * after a deletion, but kept; the author's stop PIN puts it back (docs/decisions/088).
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    index('officer_reports_author_phone_idx').on(table.authorPhoneHash, table.createdAt),
    index('officer_reports_officer_idx').on(
      table.officerId,
      table.createdAt.desc().nullsFirst(),
      table.id,
    ),
    index('officer_reports_user_idx').on(table.userId, table.createdAt),
  ],
);

export type OfficerReportRow = typeof officerReports.$inferSelect;
