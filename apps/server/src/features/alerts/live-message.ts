import {
  AlertAcknowledgementsSchema,
  AlertSchema,
  LatitudeSchema,
  LIVE_EVENT_TYPES,
  LongitudeSchema,
} from '@redzone/contract';
import { z } from 'zod';

/** alert-presenter's AlertRecord: the sender's id travels between instances, never to clients. */
const AlertRecordSchema = AlertSchema.omit({ isMine: true }).extend({ userId: z.string() });

/**
 * What travels on the event bus between instances (not what clients see). `alert` carries the
 * durable event id and everything each instance needs to target its own connections without a
 * database read; `observer.moved` tells the instance holding an observer's stream where they are.
 */
const AlertBusMessageSchema = z.object({
  kind: z.literal('alert'),
  eventId: z.number().int().positive(),
  type: z.enum(LIVE_EVENT_TYPES),
  alert: AlertRecordSchema,
  /** VIP recipients: reached wherever they are. */
  recipientIds: z.array(z.string()),
});

const ObserverMovedMessageSchema = z.object({
  kind: z.literal('observer.moved'),
  userId: z.string(),
  /** null: the observer turned Location Sharing off. */
  position: z.object({ latitude: LatitudeSchema, longitude: LongitudeSchema }).nullable(),
});

/** New counts for an alert, for its sender's streams on whichever instance holds them. */
const AcknowledgedMessageSchema = z.object({
  kind: z.literal('alert.acknowledged'),
  ownerId: z.string(),
  acknowledgements: AlertAcknowledgementsSchema,
});

const LiveBusMessageSchema = z.discriminatedUnion('kind', [
  AlertBusMessageSchema,
  ObserverMovedMessageSchema,
  AcknowledgedMessageSchema,
]);

export type AlertBusMessage = z.infer<typeof AlertBusMessageSchema>;
export type ObserverMovedMessage = z.infer<typeof ObserverMovedMessageSchema>;
export type AcknowledgedMessage = z.infer<typeof AcknowledgedMessageSchema>;
export type LiveBusMessage = z.infer<typeof LiveBusMessageSchema>;

export const LIVE_BUS_NAME = 'live';

export function parseLiveBusMessage(value: unknown): LiveBusMessage {
  return LiveBusMessageSchema.parse(value);
}
