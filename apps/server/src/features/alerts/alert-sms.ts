import { ALERT_PHRASE, type Point, PRODUCT_NAME } from '@redzone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { ReverseGeocoder } from '../../platform/geo/reverse-geocoder';
import type { SmsProvider } from '../../platform/sms/sms-provider';

/** Five decimals: about a metre, as precise as a phone's fix. */
const COORDINATE_DECIMALS = 5;

/**
 * Whom a text is about: "someone", or the words the person chose to be named by (their first
 * name held to a name's shape, or their own verified number: sender-names.ts), never a contact's
 * name or anything else typed.
 */
export function whoOf(sender: string | null): string {
  const listed = `who listed you as a trusted contact in ${PRODUCT_NAME}`;
  return sender === null ? `someone ${listed}` : `${sender}, ${listed},`;
}

function placeOf(point: Point, geocoder: ReverseGeocoder) {
  const place = geocoder.reverse(point.latitude, point.longitude)?.formatted;
  const coordinates = `${point.latitude.toFixed(COORDINATE_DECIMALS)}, ${point.longitude.toFixed(COORDINATE_DECIMALS)}`;
  return { place, coordinates };
}

/**
 * What a trusted contact reads: who (whoOf), the place as the server's own geocoder names it and
 * the coordinates, nothing else. Never other text anyone typed (a place, a description) and never
 * a link anyone chose: the SMS goes out under Red Zone's name, and whatever it carries could be
 * an attacker's words. The one link is the server's own: its origin and an unguessable token
 * made for this contact, to watch the alert live.
 */
export function alertSmsBody(
  point: Point,
  geocoder: ReverseGeocoder,
  sender: string | null,
  watchUrl?: string,
): string {
  const { place, coordinates } = placeOf(point, geocoder);
  const who = whoOf(sender);
  const body = place
    ? `${ALERT_PHRASE}: ${who} needs help near ${place}, at ${coordinates}.`
    : `${ALERT_PHRASE}: ${who} needs help at ${coordinates}.`;
  return watchUrl ? `${body} Watch live: ${watchUrl}` : body;
}

/** What the duress PIN did, and did not: said the same way whatever act it was typed for. */
const DURESS_MEANS =
  'someone may be making them stop recording, end their alert or delete footage. Nothing was deleted and their footage so far is kept. They may need help. Do not call their phone.';

/**
 * The duress PIN was used during an alert, or just after it ended. Said plainly, with the
 * alert's place: the person's phone now shows an ordinary end, so nobody should call about it.
 */
export function duressSmsBody(
  point: Point,
  geocoder: ReverseGeocoder,
  sender: string | null,
  watchUrl?: string,
): string {
  const { place, coordinates } = placeOf(point, geocoder);
  const body = `${ALERT_PHRASE} - DURESS: ${whoOf(sender)} entered their duress PIN${place ? ` near ${place}` : ''}, at ${coordinates}: ${DURESS_MEANS}`;
  return watchUrl ? `${body} Watch live: ${watchUrl}` : body;
}

/** The duress PIN was used with no alert under way: no place to give. */
export function duressWithoutAlertSmsBody(sender: string | null): string {
  return `${PRODUCT_NAME} - DURESS: ${whoOf(sender)} entered their duress PIN: ${DURESS_MEANS}`;
}

/**
 * The alert a contact was texted about ended. A contact told of a duress gets that text
 * instead; either way the link shows what was filmed for WATCH_LINK_AFTER_END_MS.
 */
export function alertEndedSmsBody(sender: string | null, watchUrl?: string): string {
  const body = `${PRODUCT_NAME}: ${whoOf(sender)} ended their alert. Their footage is kept on the server.`;
  return watchUrl ? `${body} See what was filmed: ${watchUrl}` : body;
}

/** What every confirmed contact reads when the phone has no position, and no more. */
export function contactsOnlySmsBody(sender: string | null): string {
  return `${ALERT_PHRASE}: ${whoOf(sender)} needs help. Their phone could not share where they are yet.`;
}

/**
 * One SMS per number, after the alert is stored and acknowledged; how many the provider took.
 * `bodyOf` may differ per number (each contact's own watch link). A failure is logged without
 * the number (SmsSendError messages never hold it) and never fails the alert.
 */
export async function textContacts(
  deps: { sms: SmsProvider; log: FastifyBaseLogger },
  numbers: string[],
  message: { body: string | ((number: string) => Promise<string>); alertId: string | null },
): Promise<number> {
  const { body } = message;
  const results = await Promise.allSettled(
    numbers.map(async (number) =>
      deps.sms.send(number, typeof body === 'string' ? body : await body(number)),
    ),
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
