import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** One row per anonymous user; the id is the `user-<timestamp>-<random>` the session cookie carries. */
export const identities = pgTable(
  'identities',
  {
    id: text('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** The verified number, AES-256-GCM encrypted (platform/crypto/phone-crypto.ts). */
    phoneEncrypted: text('phone_encrypted'),
    /** Keyed hash of the verified number, so contacts can be matched without decrypting. */
    phoneHash: text('phone_hash'),
    /** Set: signed out for good from another device ("I lost my phone"; issue 24, F-24). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  // Unique: a number is verified on one identity at a time (issue 24, F-04); verifying it on
  // another moves it.
  (table) => [uniqueIndex('identities_phone_hash_idx').on(table.phoneHash)],
);

export type IdentityRow = typeof identities.$inferSelect;

/**
 * Issue 29: an identity's stop and duress PINs, as the server keeps them (docs/decisions/065).
 * Each hash is `scrypt$N$r$p$salt$hash` over the device's PBKDF2-SHA-256 hash of the PIN (its
 * salt and rounds here), so a PIN is never stored, sent at setup or logged.
 */
export const pinHashes = pgTable('pin_hashes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => identities.id, { onDelete: 'cascade' }),
  deviceSalt: text('device_salt').notNull(),
  deviceIterations: integer('device_iterations').notNull(),
  stopHash: text('stop_hash').notNull(),
  duressHash: text('duress_hash'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type PinHashesRow = typeof pinHashes.$inferSelect;

/**
 * One pending code per number and session (a new send by that session replaces it; issue 24,
 * F-12: another session's send no longer replaces the person's code). The code itself is never
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

/** The Olive Branch circle (P2 §3, at most 4 per owner), numbers encrypted like identities'. */
export const trustedContacts = pgTable(
  'trusted_contacts',
  {
    ownerId: text('owner_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    relationship: text('relationship').notNull(),
    phoneEncrypted: text('phone_encrypted').notNull(),
    phoneHash: text('phone_hash').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.position] }),
    index('trusted_contacts_phone_hash_idx').on(table.phoneHash),
  ],
);

export type TrustedContactRow = typeof trustedContacts.$inferSelect;

/**
 * A contact's answer to being listed (issue 24, F-13), per owner and number: kept when the circle
 * is saved again, so a number is asked once per owner, and a decline holds. The token of the
 * confirmation link is stored hashed.
 */
export const contactConsents = pgTable(
  'contact_consents',
  {
    ownerId: text('owner_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    phoneHash: text('phone_hash').notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'declined'] })
      .notNull()
      .default('pending'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.phoneHash] }),
    uniqueIndex('contact_consents_token_idx').on(table.tokenHash),
  ],
);

export type ContactConsentRow = typeof contactConsents.$inferSelect;

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
    /** Issue 29: the sender entered the duress PIN; observers and contacts are told. */
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
 * alert limit counts per number, however many identities it was verified on (issue 24, F-04).
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
    /** One response per verified number, whatever identity it is on (issue 24, F-04). */
    responderPhoneHash: text('responder_phone_hash'),
  },
  (table) => [
    primaryKey({ columns: [table.alertId, table.userId] }),
    uniqueIndex('alert_responses_phone_idx').on(table.alertId, table.responderPhoneHash),
  ],
);

/**
 * Issue 27: one row per identity that saw an alert it was sent (the urgent screen, or a tap on
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

/**
 * Issue 27: places a person asked to be alerted about while their app is closed, at most
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
 * Browsers' Web Push subscriptions (W3C Push API), so alerts reach observers whose tab is closed.
 * The endpoint is the push service's URL for one browser: unique, and a capability (whoever holds
 * it with the keys can message that browser), so it is never logged. `created_at` is when it was
 * last registered: an identity keeps its newest PUSH_SUBSCRIPTIONS_PER_IDENTITY.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    /** RFC 8291: the browser's P-256 public key and authentication secret, base64url. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId, table.createdAt)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * A recording's evidence upload (DESIGN.md "Recording and evidence") and, once the recorder
 * posts it, its metadata (P1 §3 enhanced recording). The footage itself is an encrypted file under
 * DATA_DIR; `stored_bytes` is how much of that file is acknowledged, so a write cut short by a
 * crash is cut off before the next append. `chain_hash` is SHA-256 over the previous chain hash
 * and each chunk's hash, in order: the receipt that the footage was not altered afterwards.
 */
export const recordings = pgTable(
  'recordings',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    alertId: text('alert_id').references(() => alerts.id, { onDelete: 'set null' }),
    mimeType: text('mime_type').notNull(),
    status: text('status', { enum: ['uploading', 'finished'] })
      .notNull()
      .default('uploading'),
    chunkCount: integer('chunk_count').notNull().default(0),
    byteCount: bigint('byte_count', { mode: 'number' }).notNull().default(0),
    storedBytes: bigint('stored_bytes', { mode: 'number' }).notNull().default(0),
    chainHash: text('chain_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    firstChunkAt: timestamp('first_chunk_at', { withTimezone: true }),
    lastChunkAt: timestamp('last_chunk_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    title: text('title'),
    description: text('description'),
    durationSeconds: integer('duration_seconds'),
    quality: text('quality'),
    cameraType: text('camera_type'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    location: text('location'),
    /**
     * Kept past the retention (issue 31): by its owner's choice (`person`), or because a complaint
     * was prepared from it (`report`). Null: deleted RECORDING_RETENTION_DAYS after it was made,
     * unless it belongs to an alert.
     */
    keptAt: timestamp('kept_at', { withTimezone: true }),
    keptReason: text('kept_reason', { enum: ['person', 'report'] }),
    /**
     * Issue 23: a recording's layers. The recording itself is its `full` layer (what old clients
     * upload); its `evidence` layer is a row of its own (its own chunks, chain and encrypted
     * file) that names the recording as `parent_id`, and goes when it goes.
     */
    layer: text('layer', { enum: ['evidence', 'full'] })
      .notNull()
      .default('full'),
    parentId: text('parent_id').references((): AnyPgColumn => recordings.id, {
      onDelete: 'cascade',
    }),
    /** Media seconds from the start held here, from the chunks' own times (when they said them). */
    securedUntilSeconds: doublePrecision('secured_until_seconds'),
    /**
     * Issue 29: a deletion asked for from a phone only happens this much later (whoever holds the
     * phone cannot erase the footage on the spot); null: none scheduled. Its owner can undo it.
     */
    deleteAt: timestamp('delete_at', { withTimezone: true }),
    /** The one-time code texted to the verified number to delete an alert's or complaint's. */
    deletionCodeHash: text('deletion_code_hash'),
    deletionCodeExpiresAt: timestamp('deletion_code_expires_at', { withTimezone: true }),
    deletionCodeAttempts: integer('deletion_code_attempts').notNull().default(0),
  },
  (table) => [
    index('recordings_user_created_at_idx').on(table.userId, table.createdAt),
    index('recordings_created_at_idx').on(table.createdAt),
    uniqueIndex('recordings_parent_layer_idx').on(table.parentId, table.layer),
  ],
);

export type RecordingRow = typeof recordings.$inferSelect;

/** Where each acknowledged chunk sits in the plain footage and in the encrypted file. */
export const recordingChunks = pgTable(
  'recording_chunks',
  {
    recordingId: text('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    plainOffset: bigint('plain_offset', { mode: 'number' }).notNull(),
    storedOffset: bigint('stored_offset', { mode: 'number' }).notNull(),
    storedSize: integer('stored_size').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** Issue 28: SHA-256 of the sealed (encrypted) record on disk; null before it. */
    storedSha256: text('stored_sha256'),
    /**
     * Issue 28: the signed acknowledgement sent for this chunk, as sent (JSON of the contract's
     * EvidenceAck), so a repeat gets the same one and an export carries it; null before it.
     */
    ack: text('ack'),
  },
  (table) => [primaryKey({ columns: [table.recordingId, table.index] })],
);

export type RecordingChunkRow = typeof recordingChunks.$inferSelect;

/**
 * Issue 28: every key evidence was signed with, and when (docs/evidence-keys.md). A key's period
 * ends when another is first used; rows are never removed, so old acknowledgements stay
 * checkable after a rotation.
 */
export const evidenceSigningKeys = pgTable('evidence_signing_keys', {
  keyId: text('key_id').primaryKey(),
  /** Raw Ed25519 public key, base64url. */
  publicKey: text('public_key').notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true }),
});

export type EvidenceSigningKeyRow = typeof evidenceSigningKeys.$inferSelect;

/**
 * Issue 28: every view, download, export and report of a recording, hash-linked
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

/**
 * Issue 28: RFC 3161 tokens from the time-stamping authorities of TSA_URL over a layer's chain
 * head, every 10 s while it grows and at its end: a time the server alone could not have chosen.
 */
export const chainTimestamps = pgTable(
  'chain_timestamps',
  {
    recordingId: text('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    chunkCount: integer('chunk_count').notNull(),
    chainHash: text('chain_hash').notNull(),
    tsaUrl: text('tsa_url').notNull(),
    /** The TimeStampToken (CMS SignedData), DER, base64. */
    token: text('token').notNull(),
    stampedAt: timestamp('stamped_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.recordingId, table.chunkCount, table.tsaUrl] })],
);

export type ChainTimestampRow = typeof chainTimestamps.$inferSelect;

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
 * deleted (issue 24, F-03: a profile's creator could erase everyone's reports on it); the service
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
    /** The author's verified number's hash: the daily limits count per number (issue 24, F-04). */
    authorPhoneHash: text('author_phone_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
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

/**
 * P1 §3 "Video report": one per agency a person reports a recording to. The agency and the
 * recording's receipt are copied in as they were when filed, so the complaint document stays
 * the same after the recording is purged (RECORDING_RETENTION_DAYS) or the agency list changes.
 * `submission_id` groups the reports sent together, which are stored in one transaction.
 */
export const videoReports = pgTable(
  'video_reports',
  {
    id: text('id').primaryKey(),
    submissionId: text('submission_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    recordingId: text('recording_id').references(() => recordings.id, { onDelete: 'set null' }),
    agencyId: text('agency_id').notNull(),
    agencyName: text('agency_name').notNull(),
    agencyJurisdiction: text('agency_jurisdiction').notNull(),
    crimeType: text('crime_type').notNull(),
    incidentDate: timestamp('incident_date', { withTimezone: true }).notNull(),
    location: text('location'),
    officerBadgeNumber: text('officer_badge_number'),
    officerName: text('officer_name'),
    incidentDescription: text('incident_description').notNull(),
    witnessCount: integer('witness_count').notNull(),
    isAnonymous: boolean('is_anonymous').notNull(),
    /** The recording's receipt when filed; null when its footage was not sealed. */
    evidenceByteCount: bigint('evidence_byte_count', { mode: 'number' }),
    evidenceChunkCount: integer('evidence_chunk_count'),
    evidenceChainHash: text('evidence_chain_hash'),
    evidenceFirstChunkAt: timestamp('evidence_first_chunk_at', { withTimezone: true }),
    evidenceLastChunkAt: timestamp('evidence_last_chunk_at', { withTimezone: true }),
    evidenceFinishedAt: timestamp('evidence_finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('video_reports_user_created_at_idx').on(table.userId, table.createdAt),
    index('video_reports_recording_idx').on(table.recordingId),
  ],
);

export type VideoReportRow = typeof videoReports.$inferSelect;

/**
 * P2 §3 "Stream upload": the homepage video, uploaded in order in UPLOAD_CHUNK_BYTES chunks by
 * an administrator (ADMIN_TOKEN). Parts are appended to DATA_DIR/uploads/parts/<id>; finalize
 * moves the file to DATA_DIR/uploads/videos/<file_name> and the newest finalized one is the
 * homepage video.
 */
export const streamUploads = pgTable(
  'stream_uploads',
  {
    id: text('id').primaryKey(),
    /** Sanitised (P2 §5): stream_<timestamp>_<name with only letters, digits and dots>. */
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    totalChunks: integer('total_chunks').notNull(),
    chunksReceived: integer('chunks_received').notNull().default(0),
    bytesReceived: bigint('bytes_received', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
  },
  (table) => [index('stream_uploads_finalized_at_idx').on(table.finalizedAt)],
);

export type StreamUploadRow = typeof streamUploads.$inferSelect;

/**
 * P2 §3 "Law notification": a state law or court ruling about policing, stops or recording, as
 * imported from a data file (apps/server/data, `npm run laws:import`). impactLevel and category
 * are derived from `topics` when read (law-topics.ts), so changing that mapping needs no import.
 * `imported_at` is when the row was last written; the newest `status_as_of` is the list's
 * lastUpdated (the data's own date, issue 25).
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
