import { z } from 'zod';
import { IsoDateTimeSchema, LatitudeSchema, LongitudeSchema } from './common';

export const ALERT_TEXT_MAX = 500;
export const ALERT_DESCRIPTION_MAX = 2000;
export const ALERT_STATUSES = ['active', 'ended', 'expired'] as const;

/** P1 §3 "Alert create payload"; the response field read is id. */
export const CreateAlertBodySchema = z.object({
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
  location: z.string().trim().min(1).max(ALERT_TEXT_MAX),
  description: z.string().trim().max(ALERT_DESCRIPTION_MAX),
});
export type CreateAlertBody = z.infer<typeof CreateAlertBodySchema>;

/** P1 §3 "Alert (read)", plus radiusYards, isVip and status (issue #4). */
export const AlertSchema = z.object({
  id: z.string(),
  location: z.string(),
  description: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  observersCount: z.number().int().nonnegative(),
  createdAt: IsoDateTimeSchema,
  userId: z.string(),
  radiusYards: z.number().positive(),
  isVip: z.boolean(),
  status: z.enum(ALERT_STATUSES),
});
export type Alert = z.infer<typeof AlertSchema>;
export const AlertListSchema = z.array(AlertSchema);

export const CreateAlertResponseSchema = AlertSchema;

export const AlertsQuerySchema = z.object({
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
});

/** P1 §7: estimatedArrival is an ISO time, now plus 5 minutes. */
export const RespondToAlertBodySchema = z.object({
  estimatedArrival: IsoDateTimeSchema,
});
export type RespondToAlertBody = z.infer<typeof RespondToAlertBodySchema>;

export const ObserverLocationBodySchema = z.object({
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
});
export type ObserverLocationBody = z.infer<typeof ObserverLocationBodySchema>;

/** Live events on GET /api/events (DESIGN.md): the SSE `event:` field is the type. */
export const LIVE_EVENT_TYPES = ['alert.created', 'alert.updated', 'alert.ended'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** Where a stream resumes: the browser sends Last-Event-ID itself; this is for other clients. */
export const LiveEventsQuerySchema = z.object({
  lastEventId: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});

export const AlertCreatedEventSchema = z.object({
  type: z.literal('alert.created'),
  alert: AlertSchema,
});
export const AlertUpdatedEventSchema = z.object({
  type: z.literal('alert.updated'),
  alert: AlertSchema,
});
export const AlertEndedEventSchema = z.object({
  type: z.literal('alert.ended'),
  alertId: z.string(),
});
export const LiveEventSchema = z.discriminatedUnion('type', [
  AlertCreatedEventSchema,
  AlertUpdatedEventSchema,
  AlertEndedEventSchema,
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;

/** P1 §3: a description carrying this marker is a VIP alert; N is the contact count. */
export const VIP_MARKER_PATTERN = /OLIVE BRANCH VIP: (\d+)/;
export function vipMarker(contactCount: number): string {
  return `OLIVE BRANCH VIP: ${contactCount}`;
}
