import {
  type Alert,
  ALERT_PHRASE,
  ALERT_SMS_LOCATION_MAX,
  mapsSearchUrl,
  mapsTextSearchUrl,
  PRODUCT_NAME,
} from '@redzone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from '../../platform/sms/sms-provider';

const shortened = (text: string) =>
  text.length > ALERT_SMS_LOCATION_MAX ? `${text.slice(0, ALERT_SMS_LOCATION_MAX - 1)}…` : text;

/**
 * Who needs help, as the contact knows them: the name the person chose in Profile (issue 31), or,
 * when they set none, how the contact is connected to them.
 */
function who(senderName: string | undefined): string {
  return senderName
    ? `${senderName} (who listed you as a trusted contact in ${PRODUCT_NAME})`
    : `someone who listed you as a trusted contact in ${PRODUCT_NAME}`;
}

/** What a trusted contact who does not use the app reads. */
export function alertSmsBody(
  alert: Pick<Alert, 'location' | 'latitude' | 'longitude'>,
  senderName?: string,
): string {
  return `${ALERT_PHRASE}: ${who(senderName)} needs help at ${shortened(alert.location)}. Map: ${mapsSearchUrl(alert)}`;
}

/**
 * What every trusted contact reads when the phone has no position (issue 31): the truth, and the
 * words the person typed, if any, with a maps search for them.
 */
export function contactsOnlySmsBody(senderName: string | undefined, place: string | undefined) {
  const head = `${ALERT_PHRASE}: ${who(senderName)} needs help.`;
  if (!place) return `${head} Their phone could not share where they are yet.`;
  return `${head} They say they are at: ${shortened(place)}. Map search: ${mapsTextSearchUrl(place)}`;
}

/**
 * One SMS per number, after the alert is stored and acknowledged; how many the provider took. A failure is logged without the
 * number (SmsSendError messages never hold it) and never fails the alert.
 */
export async function textContacts(
  deps: { sms: SmsProvider; log: FastifyBaseLogger },
  numbers: string[],
  message: { body: string; alertId: string | null },
): Promise<number> {
  const results = await Promise.allSettled(
    numbers.map((number) => deps.sms.send(number, message.body)),
  );
  let sent = 0;
  for (const result of results) {
    if (result.status === 'fulfilled') {
      sent += 1;
      continue;
    }
    const reason = result.reason instanceof Error ? result.reason.message : 'unknown error';
    deps.log.warn({ alertId: message.alertId, reason }, 'alert SMS to a trusted contact failed');
  }
  return sent;
}
