import { Counter } from 'prom-client';
import { AppError } from '../../platform/errors/app-error';
import type { Registry } from '../../platform/metrics/metrics-registry';

export interface PhoneMetrics {
  /** A code was asked for: `sent`, or the refusal's error code. */
  codeSent(result: string): void;
  /** A code was entered: `verified`, or the refusal's error code. */
  codeChecked(result: string): void;
}

/** Counts `work` under `success`, or under the AppError code it fails with ('error' otherwise). */
export async function countOutcome<T>(
  count: (result: string) => void,
  success: string,
  work: Promise<T>,
): Promise<T> {
  try {
    const value = await work;
    count(success);
    return value;
  } catch (error) {
    count(error instanceof AppError ? error.code : 'error');
    throw error;
  }
}

export function createPhoneMetrics(registry: Registry): PhoneMetrics {
  const sends = new Counter({
    name: 'redzone_verification_sends_total',
    help: 'Verification codes asked for, by result: sent, or the refusal (send_rate_limited, sms_send_failed when the SMS provider failed, phone_invalid).',
    labelNames: ['result'],
    registers: [registry],
  });
  const checks = new Counter({
    name: 'redzone_verification_checks_total',
    help: 'Verification codes entered, by result: verified, or the refusal (code_invalid, code_expired, code_attempts_exceeded, code_not_found, phone_invalid).',
    labelNames: ['result'],
    registers: [registry],
  });
  sends.inc({ result: 'sent' }, 0);
  sends.inc({ result: 'sms_send_failed' }, 0);
  checks.inc({ result: 'verified' }, 0);
  checks.inc({ result: 'code_invalid' }, 0);
  return {
    codeSent: (result) => sends.inc({ result }),
    codeChecked: (result) => checks.inc({ result }),
  };
}
