import { z } from 'zod';
import { PHONE_INPUT_MAX_LENGTH, PHONE_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from '../constants';
import { ApiErrorBodySchema } from './common';
import { PinSchema } from './pins';

export const VERIFICATION_TIER = 'phone';

/** P2 §7 POST /api/phone/verify. */
export const SendCodeBodySchema = z.object({
  phoneNumber: z.string().trim().min(PHONE_MIN_LENGTH).max(PHONE_INPUT_MAX_LENGTH),
});
export type SendCodeBody = z.infer<typeof SendCodeBodySchema>;

/**
 * Verifying a number again with "sign out my other devices": what came over from the phones
 * that held it (their sessions end), and the deletions asked from them lately, now cancelled.
 */
export const TakenBackSchema = z.object({
  recordings: z.number().int().nonnegative(),
  alerts: z.number().int().nonnegative(),
  contacts: z.number().int().nonnegative(),
  cancelledDeletions: z.array(
    z.object({
      recordingId: z.string(),
      title: z.string().nullable(),
      /** When the deletion was asked for, from the other phone. */
      requestedAt: z.iso.datetime({ offset: true }),
    }),
  ),
  /**
   * The PINs stayed behind: whoever held the other phone may know them, so the owner sets new
   * ones. True when the other phone had PINs.
   */
  pinsLeftBehind: z.boolean().default(false),
  /** Names of contacts added to the circle lately (maybe by whoever held the phone): to review. */
  contactsAddedLately: z.array(z.string()).default([]),
});
export type TakenBack = z.infer<typeof TakenBackSchema>;

/** P2 §3 "Send-code response" and verify-code response. */
export const VerificationResultSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  error: z.string().optional(),
  takenBack: TakenBackSchema.optional(),
  /**
   * The number is not the one this phone's account holds or last held: the phone goes on as a
   * new account for it (a new session cookie comes with the answer). What the other number
   * keeps stays with it; verifying that number again brings it back.
   */
  startedNewAccount: z.literal(true).optional(),
});
export type VerificationResult = z.infer<typeof VerificationResultSchema>;

/**
 * How both verify calls fail: the result shape the spec's client reads (`success`, `error`) plus
 * the one error shape's `code` (and `issues` for a malformed body).
 */
export const VerificationFailureSchema = ApiErrorBodySchema.extend({ success: z.literal(false) });
export type VerificationFailure = z.infer<typeof VerificationFailureSchema>;

/** P2 §7 POST /api/phone/verify/code. */
export const VerifyCodeBodySchema = z.object({
  phoneNumber: z.string().trim().min(PHONE_MIN_LENGTH).max(PHONE_INPUT_MAX_LENGTH),
  verificationCode: z.string().regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`)),
  /**
   * "I lost my phone": every other identity this number was verified on is
   * signed out for good, so whoever holds the old phone loses its session.
   */
  signOutOtherDevices: z.boolean().optional(),
  /**
   * With `signOutOtherDevices`, where the old phone had PINs: its stop PIN. Without it the
   * answer is 403 pin_required and nothing moves (whoever holds the old phone may hold its SIM).
   */
  stopPin: PinSchema.optional(),
});
export type VerifyCodeBody = z.infer<typeof VerifyCodeBodySchema>;

/** P2 §3 "Verification status" (server). */
export const VerificationStatusSchema = z.object({
  isPhoneVerified: z.boolean(),
  verificationTier: z.literal(VERIFICATION_TIER).nullable(),
  phoneNumber: z.string().nullable(),
});
export type VerificationStatus = z.infer<typeof VerificationStatusSchema>;

/** P2 §3 "Locally stored verified-phone record". */
export const VerifiedPhoneRecordSchema = z.object({
  phoneNumber: z.string(),
  verifiedAt: z.string(),
  isPhoneVerified: z.literal(true),
  verificationTier: z.literal(VERIFICATION_TIER),
  canPost: z.literal(true),
});
export type VerifiedPhoneRecord = z.infer<typeof VerifiedPhoneRecordSchema>;

/** GET /api/dev/sms-outbox (DESIGN.md): the console provider's messages for one number. */
export const SmsOutboxQuerySchema = z.object({
  phone: z.string().min(1).max(PHONE_INPUT_MAX_LENGTH),
});
export const SmsMessageSchema = z.object({ to: z.string(), body: z.string(), sentAt: z.string() });
export type SmsMessage = z.infer<typeof SmsMessageSchema>;
export const SmsOutboxSchema = z.array(SmsMessageSchema);
