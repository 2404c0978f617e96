import { z } from 'zod';

/**
 * The stop and duress PINs (docs/decisions/038, 065, 071). The phone keeps nothing of either PIN:
 * not the PIN, not a hash, not which one exists. It sends a PIN to the server when the person
 * sets or types one, and the server alone decides what it is, so whoever copies the phone's
 * storage must guess through the server's limit, and nothing the phone can read tells a duress
 * PIN from a stop PIN.
 */

/** 4 to 8 digits: what the person types into the PIN field. Six are suggested. */
export const PIN_PATTERN = /^\d{4,8}$/;
export const PinSchema = z.string().regex(PIN_PATTERN, 'A PIN is 4 to 8 digits.');
/** The length the PIN form suggests: a million PINs instead of ten thousand. */
export const PIN_SUGGESTED_DIGITS = 6;

/**
 * The rounds the oldest installs used for their own PBKDF2 hashes; the server still checks PINs
 * stored that way, and only at this count (a client once chose it, and could make checks slow).
 */
export const PIN_DEVICE_ITERATIONS = 210_000;
/** Tries of a PIN, whatever act it guards, per identity in PIN_TRIES_WINDOW_MS. */
export const PIN_TRIES_LIMIT = 5;
export const PIN_TRIES_WINDOW_MS = 10 * 60_000;
/** Tries of a PIN from one address group (an IPv4 /24, an IPv6 /64) in PIN_TRIES_WINDOW_MS. */
export const PIN_TRIES_PER_ADDRESS_LIMIT = 30;

/** A stop PIN and an optional, different duress PIN, as the person typed them. */
export const NewPinsSchema = z
  .object({ stop: PinSchema, duress: PinSchema.nullable() })
  .refine((pins) => pins.duress !== pins.stop, {
    message: 'The duress PIN must differ from the stop PIN.',
    path: ['duress'],
  });
export type NewPins = z.infer<typeof NewPinsSchema>;

/**
 * PUT /api/me/pins: sets (`pins`) or clears (`null`) both PINs; needs a verified phone. While a
 * stop PIN is stored, `currentPin` must be it: whoever holds the phone's cookie cannot swap or
 * remove the PINs.
 */
export const SetPinsBodySchema = z.object({
  pins: NewPinsSchema.nullable(),
  currentPin: PinSchema.optional(),
});
export type SetPinsBody = z.infer<typeof SetPinsBodySchema>;

/**
 * GET and PUT /api/me/pins: whether a stop PIN guards this identity. Whether a duress PIN exists
 * is never said: it would tell whoever holds the phone to distrust the PIN they are given.
 */
export const PinsStatusSchema = z.object({ hasStopPin: z.boolean() });
export type PinsStatus = z.infer<typeof PinsStatusSchema>;

/**
 * POST /api/me/pins/check: a PIN typed to stop a recording. 204 for the stop PIN and for the
 * duress PIN alike (the duress PIN tells the trusted contacts, and marks `alertId` when it is the
 * person's alert under way); 403 for a wrong one.
 */
export const CheckPinBodySchema = z.object({
  pin: PinSchema,
  alertId: z.string().min(1).max(100).optional(),
});
export type CheckPinBody = z.infer<typeof CheckPinBodySchema>;

/** A body that carries the stop PIN for an act it guards (ending, erasing, silencing). */
export const PinBodySchema = z.object({ pin: PinSchema.optional() });
export type PinBody = z.infer<typeof PinBodySchema>;

/**
 * POST /api/alerts/{id}/end: the stop PIN when one is stored. The duress PIN, and anything once
 * the person's own view reads the alert as ended, is answered as an end.
 */
export const EndAlertBodySchema = PinBodySchema;
export type EndAlertBody = PinBody;

/** DELETE /api/me, DELETE /api/phone: while a stop PIN is stored, `pin` must be it. */
export const DeleteMeBodySchema = PinBodySchema;

/** DELETE /api/reports/{id}, DELETE /api/officers/{id}: while a stop PIN is stored, `pin` must be it. */
export const DeleteOfficerOrReportBodySchema = PinBodySchema;
