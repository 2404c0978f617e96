import { PHONE_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from '../constants';
import type { PermissionsRecord } from '../schemas/permissions';

/** P1 §5: witnessCount is an integer with a minimum of 0; invalid input becomes 0. */
export function parseWitnessCount(input: string | number): number {
  const n = typeof input === 'number' ? input : Number.parseInt(input, 10);
  return Number.isInteger(n) && n >= 0 ? n : 0;
}

/** P2 §5: statistics inputs are parsed as integers, falling back to 0. */
export function parseStatistic(input: string): number {
  const n = Number.parseInt(input, 10);
  return Number.isNaN(n) ? 0 : n;
}

/**
 * P1 §5: permissions count as accepted only if allAccepted, emergencyRecording, cameraAccess,
 * microphoneAccess, locationTracking and communityAlerts are all true.
 */
export function arePermissionsAccepted(
  record: Partial<PermissionsRecord> | null | undefined,
): boolean {
  if (!record) return false;
  return Boolean(
    record.allAccepted &&
    record.emergencyRecording &&
    record.cameraAccess &&
    record.microphoneAccess &&
    record.locationTracking &&
    record.communityAlerts,
  );
}

/** P2 §5: Send Verification Code needs at least 10 characters. */
export function canSendPhone(phone: string): boolean {
  return phone.length >= PHONE_MIN_LENGTH;
}

/** P2 §5: the verification code input keeps digits only, cut to 6 characters. */
export function sanitizeVerificationCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
}
