import { z } from 'zod';
import { PinSchema } from './pins';
import { IsoDateTimeSchema, Sha256HexSchema } from './common';
import { EvidenceAckSchema } from './evidence';
import { EvidenceLogProofSchema } from './evidence-log';
import { CAMERA_TYPES, CreateRecordingBodySchema } from './recording-body';
import { RecordingLayerSchema } from './recording-layers';

export {
  CAMERA_TYPES,
  type CreateRecordingBody,
  CreateRecordingBodySchema,
  RecordingQualitySchema,
} from './recording-body';

/** P1 §3 "Recording (read)". */
export const RecordingSchema = z.object({
  id: z.string(),
  createdAt: IsoDateTimeSchema,
  duration: z.number().nonnegative(),
  cameraType: z.enum(CAMERA_TYPES),
  location: z.string().nullable(),
});
export type Recording = z.infer<typeof RecordingSchema>;

/** POST /api/recordings: opens an evidence upload as recording starts (DESIGN.md). */
export const StartRecordingUploadBodySchema = z.object({
  /**
   * The recorder's own id (a UUID), so it can chain chunks before the server is reachable and
   * a retried start is answered with the same upload.
   */
  id: z.uuid().optional(),
  mimeType: z
    .string()
    .trim()
    // Spaces only, not \s: the type is sent back as a Content-Type header, where a line break
    // or a character past Latin-1 makes Node throw (a 500 for GET /api/recordings/{id}/video).
    .regex(/^(video|audio)\/[\w.+-]+(;[\w =.,+-]*)?$/, 'must be a video or audio media type')
    .max(100),
  alertId: z.string().min(1).max(100).nullable(),
});
export type StartRecordingUploadBody = z.infer<typeof StartRecordingUploadBodySchema>;

export const RECORDING_UPLOAD_STATUSES = ['uploading', 'finished'] as const;

/** What the server holds of an upload: the client resumes from `chunkCount`. */
export const RecordingUploadStatusSchema = z.object({
  recordingId: z.string(),
  status: z.enum(RECORDING_UPLOAD_STATUSES),
  chunkCount: z.number().int().nonnegative(),
  byteCount: z.number().int().nonnegative(),
  chainHash: Sha256HexSchema,
});
export type RecordingUploadStatus = z.infer<typeof RecordingUploadStatusSchema>;

/** The answer to one chunk: on disk (fsync'd) before it is sent. */
export const ChunkReceiptSchema = RecordingUploadStatusSchema.extend({
  index: z.number().int().nonnegative(),
  receivedAt: IsoDateTimeSchema,
  /** The server's signed word for this chunk; absent for chunks stored before it. */
  ack: EvidenceAckSchema.optional(),
});
export type ChunkReceipt = z.infer<typeof ChunkReceiptSchema>;

export const ChunkParamsSchema = z.object({
  id: z.string().min(1).max(100),
  index: z.coerce.number().int().nonnegative().max(10_000_000),
});

/**
 * POST /api/recordings/{id}/finish: the client states what it sent, so a finish before the last
 * chunk arrived is refused instead of sealing a short recording.
 */
export const FinishRecordingBodySchema = z.object({
  chunkCount: z.number().int().nonnegative(),
  chainHash: Sha256HexSchema,
});
export type FinishRecordingBody = z.infer<typeof FinishRecordingBodySchema>;

/** The receipt: proof of what the server received and when. */
export const RecordingReceiptSchema = z.object({
  recordingId: z.string(),
  byteCount: z.number().int().nonnegative(),
  chunkCount: z.number().int().nonnegative(),
  chainHash: Sha256HexSchema,
  hashAlgorithm: z.literal('sha256-chain'),
  firstChunkAt: IsoDateTimeSchema.nullable(),
  lastChunkAt: IsoDateTimeSchema.nullable(),
  finishedAt: IsoDateTimeSchema,
  /**
   * Whether a time-stamping authority was asked to countersign the chain ('requested':
   * the tokens are in the evidence bundle, which the verifier checks) or the times rest on the
   * server's clock alone ('none': no TSA_URL is set). Older receipts without it carried none.
   */
  thirdPartyTime: z.enum(['none', 'requested']).default('none'),
  /**
   * The sealed layer's entry in the public evidence log and, once a signed tree head covers it,
   * the proof that it is there. Receipts from before the log carried none.
   */
  log: EvidenceLogProofSchema.nullable().default(null),
});
export type RecordingReceipt = z.infer<typeof RecordingReceiptSchema>;

/** POST /api/enhanced-recordings: the spec's metadata, plus the upload it describes when there is one. */
export const CreateEnhancedRecordingBodySchema = CreateRecordingBodySchema.extend({
  recordingId: z.string().min(1).max(100).optional(),
});
export type CreateEnhancedRecordingBody = z.infer<typeof CreateEnhancedRecordingBodySchema>;

/** A recording as its owner sees it: the spec's fields, the upload's state and its receipt. */
export const RecordingDetailsSchema = RecordingSchema.extend({
  alertId: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  mimeType: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  upload: RecordingUploadStatusSchema,
  receipt: RecordingReceiptSchema.nullable(),
  /** When the retention deletes it; null when it is kept (`keptBecause`). */
  expiresAt: IsoDateTimeSchema.nullable(),
  /**
   * Why it outlives the retention: its owner kept it, a complaint was prepared from
   * it, or it belongs to an alert; null when it does not.
   */
  keptBecause: z.enum(['person', 'report', 'alert']).nullable(),
  /**
   * The layers the server holds, evidence first. An old client's single stream is one
   * `full` layer.
   */
  layers: z.array(RecordingLayerSchema),
  /**
   * When a deletion its owner asked for happens (RECORDING_DELETE_DELAY_DAYS after the
   * request; the footage stays downloadable until then and the owner can undo it); null: none.
   */
  deleteAt: IsoDateTimeSchema.nullable(),
});
export type RecordingDetails = z.infer<typeof RecordingDetailsSchema>;

/**
 * DELETE /api/recordings/{id}: an alert's or a complaint's recording also needs the code texted
 * to the confirmed trusted contacts (the first call without it sends it); while a stop PIN is
 * set, `pin` must be it.
 */
export const DeleteRecordingBodySchema = z
  .object({
    code: z
      .string()
      .regex(/^\d{6}$/, 'Enter the 6-digit code.')
      .optional(),
    pin: PinSchema.optional(),
  })
  // No body at all arrives as null.
  .nullish();
export type DeleteRecordingBody = z.infer<typeof DeleteRecordingBodySchema>;

/** 202 to DELETE /api/recordings/{id}: the deletion is scheduled, not done. */
export const ScheduledDeletionSchema = z.object({
  recordingId: z.string(),
  deleteAt: IsoDateTimeSchema,
});
export type ScheduledDeletion = z.infer<typeof ScheduledDeletionSchema>;

/** PUT /api/recordings/{id}/keep: keep past the retention, or let it go again. */
export const KeepRecordingBodySchema = z.object({ keep: z.boolean() });
export const RecordingDetailsListSchema = z.array(RecordingDetailsSchema);
