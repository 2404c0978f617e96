import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identities } from '../../platform/identity/identity.schema';
import { recordings } from '../recordings/recordings.schema';

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
