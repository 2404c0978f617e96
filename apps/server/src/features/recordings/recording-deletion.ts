import { randomInt } from 'node:crypto';
import { DELETION_CODE_MAX_ATTEMPTS, DELETION_CODE_TTL_MS } from '@redzone/contract';
import type { RecordingRow } from '../../db/schema';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';

/**
 * Whoever holds the phone holds its session, so a deletion asked for from a phone is only
 * scheduled, its owner's trusted contacts are told, and footage that belongs to an alert or a
 * complaint also needs a code texted to a confirmed trusted contact (never to that phone).
 */

/** What the recordings feature needs from outside it to schedule a deletion. */
export interface DeletionNotices {
  /** Texts the code to the identity's confirmed trusted contacts; false when there are none. */
  sendCode(userId: string, code: string): Promise<boolean>;
  /** The duress PIN's request: a code that deletes nothing, to the contacts, said so. */
  sendPretendCode(userId: string, code: string): Promise<void>;
  /** Tells the identity's trusted contacts a deletion was asked for; never throws. */
  deletionRequested(userId: string, deleteAt: Date): Promise<void>;
}

/** Hashes a deletion code for one recording, and checks a candidate against the hash. */
export interface DeletionCodeKeys {
  hash(recordingId: string, code: string): string;
  matches(recordingId: string, code: string, hash: string): boolean;
}

/** An alert's or a complaint's footage: its deletion needs the texted code. */
export function needsDeletionCode(row: RecordingRow): boolean {
  return row.alertId !== null || row.keptReason === 'report';
}

export function newDeletionCode(): string {
  return String(randomInt(1_000_000)).padStart(6, '0');
}

export const deletionCodeExpiry = (now: Date) => new Date(now.getTime() + DELETION_CODE_TTL_MS);

/**
 * A fresh code is texted at most this often for one recording: asking again and again must not
 * flood the contacts with texts (a seized phone sent 16 in a minute). Within it the code already
 * sent still stands, and the answer is the same deletion_code_required.
 */
export const DELETION_CODE_RESEND_MS = 2 * 60_000;

/** Whether a code that expires at `expiresAt` was texted less than DELETION_CODE_RESEND_MS ago. */
export function codeSentLately(expiresAt: Date | null, now: Date): boolean {
  if (expiresAt === null) return false;
  const sentAt = expiresAt.getTime() - DELETION_CODE_TTL_MS;
  return now.getTime() - sentAt < DELETION_CODE_RESEND_MS && expiresAt.getTime() > now.getTime();
}

export function codeRequired(): AppError {
  return new AppError(
    HTTP_STATUS.forbidden,
    'deletion_code_required',
    'This recording belongs to an alert or a complaint. We texted a 6-digit code to your trusted contacts: ask one of them for it and enter it to delete the recording.',
  );
}

/** Why a code was not accepted: wrong, expired, or too many tries (ask for a new one). */
export function checkDeletionCode(
  row: RecordingRow,
  code: string,
  keys: DeletionCodeKeys,
  now: Date,
  attempts: number,
): AppError | null {
  const expired =
    row.deletionCodeHash === null ||
    row.deletionCodeExpiresAt === null ||
    row.deletionCodeExpiresAt.getTime() <= now.getTime() ||
    attempts > DELETION_CODE_MAX_ATTEMPTS;
  if (expired) {
    return new AppError(
      HTTP_STATUS.forbidden,
      'deletion_code_invalid',
      'This code has expired or was tried too often. Ask for a new one by deleting again without a code.',
    );
  }
  if (!keys.matches(row.id, code, row.deletionCodeHash ?? '')) {
    return new AppError(
      HTTP_STATUS.forbidden,
      'deletion_code_invalid',
      'That code is not the one we texted. Check the message and try again.',
    );
  }
  return null;
}
