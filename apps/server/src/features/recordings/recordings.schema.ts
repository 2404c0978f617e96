import {
  bigint,
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
import { identities } from '../../platform/identity/identity.schema';
import { alerts } from '../alerts/alerts.schema';

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
     * Kept past the retention: by its owner's choice (`person`), or because a complaint
     * was prepared from it (`report`). Null: deleted RECORDING_RETENTION_DAYS after it was made,
     * unless it belongs to an alert.
     */
    keptAt: timestamp('kept_at', { withTimezone: true }),
    keptReason: text('kept_reason', { enum: ['person', 'report'] }),
    /**
     * A recording's layers. The recording itself is its `full` layer (what old clients
     * upload); its `sound` and `evidence` layers are rows of their own (their own chunks, chain
     * and encrypted file) that name the recording as `parent_id`, and go when it goes. The
     * column has no check constraint, so a new layer name needs no migration; the names are the
     * contract's RECORDING_LAYERS, spelled out here for drizzle-kit, which reads this file alone.
     */
    layer: text('layer', { enum: ['sound', 'evidence', 'full', 'gaps'] })
      .notNull()
      .default('full'),
    parentId: text('parent_id').references((): AnyPgColumn => recordings.id, {
      onDelete: 'cascade',
    }),
    /** Media seconds from the start held here, from the chunks' own times (when they said them). */
    securedUntilSeconds: doublePrecision('secured_until_seconds'),
    /**
     * A deletion asked for from a phone only happens this much later (whoever holds the
     * phone cannot erase the footage on the spot); null: none scheduled. Its owner can undo it.
     */
    deleteAt: timestamp('delete_at', { withTimezone: true }),
    /** The one-time code texted to the verified number to delete an alert's or complaint's. */
    deletionCodeHash: text('deletion_code_hash'),
    deletionCodeExpiresAt: timestamp('deletion_code_expires_at', { withTimezone: true }),
    deletionCodeAttempts: integer('deletion_code_attempts').notNull().default(0),
    /** When the scheduled deletion was asked for: the owner on a new phone is shown it. */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
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
    /** SHA-256 of the sealed (encrypted) record on disk; null before it. */
    storedSha256: text('stored_sha256'),
    /**
     * The signed acknowledgement sent for this chunk, as sent (JSON of the contract's
     * EvidenceAck), so a repeat gets the same one and an export carries it; null before it.
     */
    ack: text('ack'),
  },
  (table) => [primaryKey({ columns: [table.recordingId, table.index] })],
);

export type RecordingChunkRow = typeof recordingChunks.$inferSelect;

/**
 * RFC 3161 tokens from the time-stamping authorities of TSA_URL over a layer's chain
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
