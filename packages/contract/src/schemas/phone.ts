import { z } from 'zod';
import { PHONE_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from '../constants';

export const VERIFICATION_TIER = 'phone';

/** P2 §7 POST /api/phone/verify. */
export const SendCodeBodySchema = z.object({
  phoneNumber: z.string().trim().min(PHONE_MIN_LENGTH).max(32),
});
export type SendCodeBody = z.infer<typeof SendCodeBodySchema>;

/** P2 §3 "Send-code response" and verify-code response. */
export const VerificationResultSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  error: z.string().optional(),
});
export type VerificationResult = z.infer<typeof VerificationResultSchema>;

/** P2 §7 POST /api/phone/verify/code. */
export const VerifyCodeBodySchema = z.object({
  phoneNumber: z.string().trim().min(PHONE_MIN_LENGTH).max(32),
  verificationCode: z.string().regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`)),
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

export const SmsOutboxQuerySchema = z.object({ phone: z.string().min(1).max(32) });
export const SmsMessageSchema = z.object({ to: z.string(), body: z.string(), sentAt: z.string() });
export const SmsOutboxSchema = z.array(SmsMessageSchema);
