import { z } from 'zod';
import { OBSERVER_BUCKETS } from '../rules/observer-buckets';
import { IsoDateTimeSchema, LatitudeSchema, LongitudeSchema } from './common';

export const ALERT_TEXT_MAX = 500;
export const ALERT_DESCRIPTION_MAX = 2000;
export const ALERT_STATUSES = ['active', 'ended', 'expired'] as const;

export const SENDER_NAME_MAX = 60;

/**
 * The name the person chose in Profile, for the SMS to their trusted contacts (contacts
 * must know who needs help). Plain text on one line: it is pasted into an SMS.
 */
export const SenderNameSchema = z
  .string()
  .trim()
  .max(SENDER_NAME_MAX)
  .regex(/^[^\p{Cc}]*$/u, 'A name is one line of text.');

/**
 * P1 §3 "Alert create payload"; the response field read is id. `senderName` is still accepted
 * from older clients and dropped: no SMS carries a name (decision 041); this client sends none.
 */
export const CreateAlertBodySchema = z.object({
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
  location: z.string().trim().min(1).max(ALERT_TEXT_MAX),
  description: z.string().trim().max(ALERT_DESCRIPTION_MAX),
  senderName: SenderNameSchema.optional(),
});
export type CreateAlertBody = z.infer<typeof CreateAlertBodySchema>;

/**
 * P1 §3 "Alert (read)", plus radiusYards, isVip and status. The sender's `userId` of
 * P1 §3 is never sent (one id tied a person's alerts, profiles and reports
 * together); `isMine` says whether the reader sent it.
 */
export const AlertSchema = z.object({
  id: z.string(),
  location: z.string(),
  description: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  observersCount: z.number().int().nonnegative(),
  createdAt: IsoDateTimeSchema,
  isMine: z.boolean(),
  radiusYards: z.number().positive(),
  isVip: z.boolean(),
  status: z.enum(ALERT_STATUSES),
});
export type Alert = z.infer<typeof AlertSchema>;
export const AlertListSchema = z.array(AlertSchema);

/**
 * Who an alert reached when it was sent, for its sender only (say what happened, not
 * "observers have been notified" when nobody is there).
 */
export const AlertReachSchema = z.object({
  /** Observers whose fresh position the alert's radius covered when it was sent, as a word. */
  observersNearby: z.enum(OBSERVER_BUCKETS),
  /** Trusted contacts who use the app, told live wherever they are. */
  contactsInApp: z.number().int().nonnegative(),
  /** Trusted contacts who do not use the app, texted. */
  contactsTexted: z.number().int().nonnegative(),
});
export type AlertReach = z.infer<typeof AlertReachSchema>;

/** The alert, plus (to its sender alone) whom it reached. */
export const CreateAlertResponseSchema = AlertSchema.extend({ reach: AlertReachSchema });
export type CreateAlertResponse = z.infer<typeof CreateAlertResponseSchema>;

/**
 * POST /api/alerts/contacts: with no position, only the trusted contacts are alerted (never
 * broadcast a place that is not the person's). `senderName` and `place` are accepted from
 * older clients and dropped (decision 041: the server's texts carry no typed words); this client
 * sends neither, and a typed place goes in the phone's own SMS instead (decision 066).
 */
export const ContactsAlertBodySchema = z.object({
  senderName: SenderNameSchema.optional(),
  place: z.string().trim().max(ALERT_TEXT_MAX).optional(),
});
export type ContactsAlertBody = z.infer<typeof ContactsAlertBodySchema>;

export const ContactsAlertResponseSchema = z.object({
  contactsTexted: z.number().int().nonnegative(),
});
export type ContactsAlertResponse = z.infer<typeof ContactsAlertResponseSchema>;

/**
 * GET /api/alerts asks from a position (without one, anyone could list every
 * active alert with its exact place).
 */
export const AlertsQuerySchema = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
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

/**
 * POST /api/alerts/drill: where the person practises (their own reported position, within
 * DRILL_MAX_DISTANCE_METERS), nothing is sent or stored. Needs a verified phone; a few a day.
 */
export const DrillBodySchema = z.object({ latitude: LatitudeSchema, longitude: LongitudeSchema });
export type DrillBody = z.infer<typeof DrillBodySchema>;

/** Whom a real alert from here would reach now, for a drill; nobody was told. */
export const DrillAnswerSchema = z.object({
  /** Observers whose fresh position the starting radius covers now, as a word. */
  observersNearby: z.enum(OBSERVER_BUCKETS),
  /** Trusted contacts who agreed to be told: texted, or told in the app, in a real alert. */
  contactsConfirmed: z.number().int().nonnegative(),
  /** Without a verified phone a real alert waits for verification (the recording does not). */
  isPhoneVerified: z.boolean(),
});
export type DrillAnswer = z.infer<typeof DrillAnswerSchema>;
