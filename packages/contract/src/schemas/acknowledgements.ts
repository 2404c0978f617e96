import { z } from 'zod';
import { WALK_BUCKETS } from '../rules/observer-buckets';

/**
 * What the person in trouble sees, from acknowledgements and responses, never from
 * sends: "14 notified, 3 on the way (nearest 4 min)". Only the alert's sender reads it.
 */
export const AlertAcknowledgementsSchema = z.object({
  alertId: z.string(),
  /** People the alert reached who saw it (the urgent screen, or a tap on its push). */
  notified: z.number().int().nonnegative(),
  /** Responders ("I'm on the way"): each verified number once, as the alert's observer count. */
  onTheWay: z.number().int().nonnegative(),
  /**
   * How far the nearest responder is, as a range (`arrived` once one is there, and then it
   * stays); null when no responder's position is known, or once the alert ended.
   */
  nearest: z.enum(WALK_BUCKETS).nullable(),
});
export type AlertAcknowledgements = z.infer<typeof AlertAcknowledgementsSchema>;

/** The live event to the sender's own streams whenever the counts change (SSE `event:` field). */
export const ALERT_ACKNOWLEDGED_EVENT = 'alert.acknowledged';
export const AlertAcknowledgedEventSchema = z.object({
  type: z.literal(ALERT_ACKNOWLEDGED_EVENT),
  acknowledgements: AlertAcknowledgementsSchema,
});
export type AlertAcknowledgedEvent = z.infer<typeof AlertAcknowledgedEventSchema>;
