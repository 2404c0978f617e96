import { z } from 'zod';
import { LatitudeSchema, LongitudeSchema } from './common';

/*
 * What a phone posts when a take stops, in a module of its own (recordings.ts re-exports it): a
 * module's schemas are all built when anything of it is imported, and this is all the web app's
 * first load needs of recordings. Beside recordings.ts, with its receipts and the evidence log's
 * proofs, it cost a phone about 25 ms of the start (docs/decisions/108).
 */

export const CAMERA_TYPES = ['dual', 'front'] as const;
export const RecordingQualitySchema = z.literal('720p');

/** P1 §3 "Enhanced recording create payload" (metadata only). */
export const CreateRecordingBodySchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().max(2000),
  alertId: z.string().max(100).nullable(),
  duration: z
    .number()
    .nonnegative()
    .max(24 * 60 * 60),
  quality: RecordingQualitySchema,
  cameraType: z.enum(CAMERA_TYPES),
  latitude: LatitudeSchema.nullable(),
  longitude: LongitudeSchema.nullable(),
  location: z.string().max(500).nullable(),
});
export type CreateRecordingBody = z.infer<typeof CreateRecordingBodySchema>;
