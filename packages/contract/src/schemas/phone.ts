import { z } from 'zod';
import { PHONE_INPUT_MAX_LENGTH, PHONE_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from '../constants';
import { ApiErrorBodySchema } from './common';

export const VERIFICATION_TIER = 'phone';

/** P2 §7 POST /api/phone/verify. */
export const SendCodeBodySchema = z.object({
  phoneNumber: z.string().trim().min(PHONE_MIN_LENGTH).max(PHONE_INPUT_MAX_LENGTH),
});
export type SendCodeBody = z.infer<typeof SendCodeBodySchema>;

/** P2 §3 "Send-code response" and verify-code response. */
export const VerificationResultSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  error: z.string().optional(),
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
   * "I lost my phone" (issue 24, F-24): every other identity this number was verified on is
   * signed out for good, so whoever holds the old phone loses its session.
   */
  signOutOtherDevices: z.boolean().optional(),
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
