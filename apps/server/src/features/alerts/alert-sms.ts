import {
  type Alert,
  ALERT_PHRASE,
  ALERT_SMS_LOCATION_MAX,
  mapsSearchUrl,
  PRODUCT_NAME,
} from '@redzone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from '../../platform/sms/sms-provider';

/** What a trusted contact who does not use the app reads. The sender's name is only on their device. */
export function alertSmsBody(alert: Pick<Alert, 'location' | 'latitude' | 'longitude'>): string {
  const location =
    alert.location.length > ALERT_SMS_LOCATION_MAX
      ? `${alert.location.slice(0, ALERT_SMS_LOCATION_MAX - 1)}…`
      : alert.location;
  return `${ALERT_PHRASE}: someone who listed you as a trusted contact in ${PRODUCT_NAME} needs help at ${location}. Map: ${mapsSearchUrl(alert)}`;
}

/**
 * One SMS per number, after the alert is stored and acknowledged. A failure is logged without the
 * number (SmsSendError messages never hold it) and never fails the alert.
 */
export async function textContacts(
  deps: { sms: SmsProvider; log: FastifyBaseLogger },
  numbers: string[],
  alert: Alert,
): Promise<void> {
  const body = alertSmsBody(alert);
  const results = await Promise.allSettled(numbers.map((number) => deps.sms.send(number, body)));
  for (const result of results) {
    if (result.status === 'rejected') {
      const reason = result.reason instanceof Error ? result.reason.message : 'unknown error';
      deps.log.warn({ alertId: alert.id, reason }, 'alert SMS to a trusted contact failed');
    }
  }
}
