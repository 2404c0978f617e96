import { z } from 'zod';
import { ALERT_STATUSES } from './alerts';
import { IsoDateTimeSchema } from './common';

/**
 * What a trusted contact's watch link shows. The alert's place (the server's, from the
 * phone's position) and state, and for each of its recordings the small evidence layer, playable
 * as it arrives. Never the sender's identity, number or typed words.
 */
export const WatchRecordingSchema = z.object({
  id: z.string(),
  createdAt: IsoDateTimeSchema,
  /** The evidence layer through this link; null when the recording has none (an old client). */
  evidence: z
    .object({
      url: z.string(),
      complete: z.boolean(),
      /** Media seconds the server holds, from the start. */
      securedUntilSeconds: z.number().nonnegative(),
    })
    .nullable(),
});

export const WatchViewSchema = z.object({
  alert: z.object({
    location: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    status: z.enum(ALERT_STATUSES),
    createdAt: IsoDateTimeSchema,
    endedAt: IsoDateTimeSchema.nullable(),
    observersCount: z.number().int().nonnegative(),
    isDuress: z.boolean(),
  }),
  recordings: z.array(WatchRecordingSchema),
  /** When the link stops working: 24 h after the alert ended; null while it is active. */
  validUntil: IsoDateTimeSchema.nullable(),
});
export type WatchView = z.infer<typeof WatchViewSchema>;

export const WatchTokenParamsSchema = z.object({ token: z.string().min(10).max(200) });
