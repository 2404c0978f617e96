import { Counter } from 'prom-client';
import type { Registry } from '../metrics/metrics-registry';
import { type SmsProvider, SmsSendError } from './sms-provider';

/** Why a text is sent: a verification code, or an alert to a trusted contact who is not a user. */
export type SmsPurpose = 'verification' | 'alert_contact' | 'alert_observer' | 'recording_deletion';
const PURPOSES: readonly SmsPurpose[] = [
  'verification',
  'alert_contact',
  'alert_observer',
  'recording_deletion',
];

export interface SmsMetrics {
  /** The same provider, counting each send by purpose and each failure by the provider's status. */
  counted(provider: SmsProvider, purpose: SmsPurpose): SmsProvider;
}

function failureStatus(error: unknown): string {
  if (!(error instanceof SmsSendError)) return 'error';
  const { status, reason } = error.details;
  return status === undefined ? (reason ?? 'error') : String(status);
}

export function createSmsMetrics(registry: Registry): SmsMetrics {
  const sent = new Counter({
    name: 'redzone_sms_sent_total',
    help: 'Texts the SMS provider accepted, by purpose (verification, alert_contact, recording_deletion).',
    labelNames: ['purpose'],
    registers: [registry],
  });
  const failed = new Counter({
    name: 'redzone_sms_failed_total',
    help: 'Texts the SMS provider did not accept, by purpose and by its HTTP status (Twilio: 400 a bad number, 401 credentials, 429 rate, 5xx its outage) or "timeout", "unreachable".',
    labelNames: ['purpose', 'status'],
    registers: [registry],
  });
  // Both purposes exist from the start, so a rate() over them is 0, not missing, before a send.
  for (const purpose of PURPOSES) sent.inc({ purpose }, 0);
  return {
    counted(provider, purpose) {
      return {
        async send(to, body) {
          try {
            await provider.send(to, body);
          } catch (error) {
            failed.inc({ purpose, status: failureStatus(error) });
            throw error;
          }
          sent.inc({ purpose });
        },
      };
    },
  };
}
