import { z } from 'zod';
import { LatitudeSchema, LongitudeSchema } from './common';

/** Push services' endpoints are a few hundred characters; this leaves room and bounds the row. */
export const PUSH_ENDPOINT_MAX_LENGTH = 1024;

/**
 * RFC 8291 §3.1: the browser's P-256 key as an uncompressed point, 65 bytes starting 0x04, so its
 * base64url form is 87 characters starting with "B". Whether it is on the curve is checked by the
 * server.
 */
const P256DH_PATTERN = /^B[A-Za-z0-9_-]{86}=?$/;
/** RFC 8291 §3.2: the 16-byte authentication secret, 22 base64url characters. */
const AUTH_SECRET_PATTERN = /^[A-Za-z0-9_-]{22}(==)?$/;

/** What the browser's PushSubscription.toJSON() gives (W3C Push API), as the server stores it. */
export const PushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'must be the push service URL' })
    .max(PUSH_ENDPOINT_MAX_LENGTH),
  /** Sent by browsers, always null in practice; not stored. */
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(P256DH_PATTERN, 'must be a base64url P-256 public key (65 bytes)'),
    auth: z.string().regex(AUTH_SECRET_PATTERN, 'must be a base64url 16-byte secret'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: the endpoint names the subscription. */
export const PushUnsubscribeBodySchema = z.object({
  endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX_LENGTH),
});
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBodySchema>;

/**
 * GET /api/push/subscriptions/held?endpoint=…: whether the server still holds this session's
 * subscription (it forgets one the push service says is gone), so the phone can say alerts will
 * not reach it closed and offer to subscribe again.
 */
export const PushHeldQuerySchema = PushUnsubscribeBodySchema;
export const PushHeldSchema = z.object({ held: z.boolean() });
export type PushHeld = z.infer<typeof PushHeldSchema>;

/** The applicationServerKey for pushManager.subscribe (RFC 8292 VAPID), base64url. */
export const VapidPublicKeySchema = z.object({ publicKey: z.string() });
export type VapidPublicKey = z.infer<typeof VapidPublicKeySchema>;

/**
 * The decrypted body of a Web Push message about an alert, read by the service worker. Small on
 * purpose (a push message carries at most 4 KB): texts are cut, the page fetches the rest. The
 * title is the product's alert phrase; the worker shows what it is sent, in no language of its own.
 */
export const AlertPushMessageSchema = z.object({
  type: z.literal('alert.created'),
  alertId: z.string(),
  title: z.string(),
  location: z.string(),
  description: z.string(),
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
  isVip: z.boolean(),
  url: z.string(),
  /**
   * Declarative Web Push (WebKit, Safari 18.4 and later): the same alert as a notification the
   * browser shows itself, with no service worker to wake (iOS drops subscriptions whose pushes
   * show nothing). Other browsers ignore these members and read the ones above in the worker.
   */
  web_push: z.literal(8030),
  notification: z.object({
    title: z.string(),
    body: z.string(),
    /** Absolute: where a tap opens the app. */
    navigate: z.string().url(),
    tag: z.string(),
    lang: z.string(),
    requireInteraction: z.boolean(),
  }),
});
export type AlertPushMessage = z.infer<typeof AlertPushMessageSchema>;
