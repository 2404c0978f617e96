import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
