import { ALERT_PHRASE, type Point, PRODUCT_NAME } from '@redzone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { ReverseGeocoder } from '../../platform/geo/reverse-geocoder';
import type { SmsProvider } from '../../platform/sms/sms-provider';

/** Five decimals: about a metre, as precise as a phone's fix. */
const COORDINATE_DECIMALS = 5;

const WHO = `someone who listed you as a trusted contact in ${PRODUCT_NAME}`;

/**
 * What a trusted contact who does not use the app reads (issue 24, F-13): the place as the
 * server's own geocoder names it and the coordinates, nothing else. Never text anyone typed (a
 * name, a place, a description) and never a link anyone chose: the SMS goes out under Red Zone's
 * name, and whatever it carries could be an attacker's words. The one link is the server's own
 * (issue 27): its origin and an unguessable token for this alert, to watch it live.
 */
export function alertSmsBody(point: Point, geocoder: ReverseGeocoder, watchUrl?: string): string {
  const place = geocoder.reverse(point.latitude, point.longitude)?.formatted;
  const coordinates = `${point.latitude.toFixed(COORDINATE_DECIMALS)}, ${point.longitude.toFixed(COORDINATE_DECIMALS)}`;
  const body = place
    ? `${ALERT_PHRASE}: ${WHO} needs help near ${place}, at ${coordinates}.`
    : `${ALERT_PHRASE}: ${WHO} needs help at ${coordinates}.`;
  return watchUrl ? `${body} Watch live: ${watchUrl}` : body;
}

/**
 * Issue 29: the duress PIN was used. Said plainly to the confirmed contacts, with the alert's
 * place; the person's screen shows a stopped recording, so nobody should call them about it.
 */
export function duressSmsBody(point: Point, geocoder: ReverseGeocoder, watchUrl?: string): string {
  const place = geocoder.reverse(point.latitude, point.longitude)?.formatted;
  const coordinates = `${point.latitude.toFixed(COORDINATE_DECIMALS)}, ${point.longitude.toFixed(COORDINATE_DECIMALS)}`;
  const body = `${ALERT_PHRASE} - DURESS: ${WHO} was made to stop recording${place ? ` near ${place}` : ''}, at ${coordinates}. It is still recording in secret: do not call their phone.`;
  return watchUrl ? `${body} Watch live: ${watchUrl}` : body;
}

/** What every confirmed contact reads when the phone has no position (issue 31), and no more. */
export function contactsOnlySmsBody(): string {
  return `${ALERT_PHRASE}: ${WHO} needs help. Their phone could not share where they are yet.`;
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
