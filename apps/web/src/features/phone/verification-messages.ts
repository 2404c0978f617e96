import type { VerificationResult } from '@redzone/contract';
import { serverErrorText } from '../../lib/server-error-text';

/**
 * P2 §8 send-code failure text: a thrown error uses the server's error text, else the default; a
 * `success: false` answer uses its error, else its message, else the same default.
 */
export function sendFailureText(
  outcome: { error?: unknown; result?: VerificationResult },
  fallback: string,
): string {
  if (outcome.result) return outcome.result.error ?? outcome.result.message ?? fallback;
  return serverErrorText(outcome.error, fallback);
}

/** P2 §8 verify failure text: the server's error text, else the default. */
export function verifyFailureText(
  outcome: { error?: unknown; result?: VerificationResult },
  fallback: string,
): string {
  if (outcome.result) return outcome.result.error ?? fallback;
  return serverErrorText(outcome.error, fallback);
}
