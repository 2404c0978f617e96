import { z } from 'zod';
import { IsoDateTimeSchema, LatitudeSchema, LongitudeSchema } from './common';

export const CAMERA_TYPES = ['dual', 'front'] as const;
export const RecordingQualitySchema = z.literal('720p');

/** P1 §3 "Recording (read)". */
export const RecordingSchema = z.object({
  id: z.string(),
  createdAt: IsoDateTimeSchema,
  duration: z.number().nonnegative(),
  cameraType: z.enum(CAMERA_TYPES),
  location: z.string().nullable(),
});
export type Recording = z.infer<typeof RecordingSchema>;

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
