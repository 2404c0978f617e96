import { z } from 'zod';

/**
 * Issue 29's stop and duress PINs, kept on the device and on the server (docs/decisions/065).
 * The device keeps PBKDF2-SHA-256 hashes of each PIN under one random salt; it hands the server
 * those hashes, never a PIN, and the server keeps only a scrypt hash of each (its own salt per
 * PIN). Ending an alert, or changing the PINs, sends the PIN itself, which the server runs
 * through both to compare: a copy of the device's storage is not enough to pass.
 */

/** 4 to 8 digits: what the person types into the PIN field. */
export const PIN_PATTERN = /^\d{4,8}$/;
export const PinSchema = z.string().regex(PIN_PATTERN, 'A PIN is 4 to 8 digits.');

/** The device's PBKDF2-SHA-256 rounds: slow enough that every 4-digit PIN takes a while. */
export const PIN_DEVICE_ITERATIONS = 210_000;
/** Tries of a PIN (ending an alert, changing the PINs) per identity in PIN_TRIES_WINDOW_MS. */
export const PIN_TRIES_LIMIT = 5;
export const PIN_TRIES_WINDOW_MS = 10 * 60_000;

const Base64Schema = (bytes: number) =>
  z
    .string()
    .length(Math.ceil(bytes / 3) * 4)
    .regex(/^[A-Za-z0-9+/]+=*$/);

/** The device's PBKDF2 hashes: 16 bytes of salt, 32 of each hash, base64. */
export const DevicePinHashesSchema = z.object({
  salt: Base64Schema(16),
  iterations: z
    .number()
    .int()
    .min(PIN_DEVICE_ITERATIONS)
    .max(10 * PIN_DEVICE_ITERATIONS),
  stop: Base64Schema(32),
  duress: Base64Schema(32).nullable(),
});
export type DevicePinHashes = z.infer<typeof DevicePinHashesSchema>;

/**
 * PUT /api/me/pins: sets (`pins`) or clears (`null`) both PINs. While a stop PIN is stored,
 * `currentPin` must be it: whoever holds the phone's cookie cannot swap or remove the PINs.
 */
export const SetPinsBodySchema = z.object({
  pins: DevicePinHashesSchema.nullable(),
  currentPin: PinSchema.optional(),
});
export type SetPinsBody = z.infer<typeof SetPinsBodySchema>;

/** GET and PUT /api/me/pins: which PINs the server holds for this identity. */
export const PinsStatusSchema = z.object({
  hasStopPin: z.boolean(),
  hasDuressPin: z.boolean(),
});
export type PinsStatus = z.infer<typeof PinsStatusSchema>;

/**
 * POST /api/alerts/{id}/end: the stop PIN when one is stored. The duress PIN is answered as an
 * end while the alert goes on, marked duress.
 */
export const EndAlertBodySchema = z.object({ pin: PinSchema.optional() });
export type EndAlertBody = z.infer<typeof EndAlertBodySchema>;

/**
 * DELETE /api/me: deleting everything ends the person's alert, so while one is on and a stop PIN
 * is stored, `pin` must be the stop PIN.
 */
export const DeleteMeBodySchema = z.object({ pin: PinSchema.optional() });
