import { ALERT_PHRASE, type Point, PRODUCT_NAME } from '@redzone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { findVerifiedNumber } from '../../platform/identity/verified-number';
import type { ReverseGeocoder } from '../../platform/geo/reverse-geocoder';
import type { PhoneCrypto } from '../../platform/phone/phone-crypto';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { SmsProvider } from '../../platform/sms/sms-provider';
import { findTextersAmong } from './watch-zones.queries';

/** Texts sent at the same time for one alert. */
const TEXTS_AT_ONCE = 8;

/** Texts to observers whom no notification reached. */
export interface UnreachableTexts {
  /** Texts those of `userIds` who asked for it (within their day's allowance); how many. */
  send(alert: Point, userIds: string[]): Promise<number>;
}

/**
 * What the observer reads: the alert's place as the server's shipped data names it (a ZIP
 * area, as in the push), the app's own page of alerts, and why a text came. Never words anyone
 * typed, never coordinates: the app shows the exact place to a verified observer nearby.
 */
export function observerSmsBody(
  alert: Point,
  geocoder: ReverseGeocoder,
  publicOrigin: string,
): string {
  const place = geocoder.reverse(alert.latitude, alert.longitude)?.formatted;
  const where = place ? ` near ${place}` : '';
  return `${ALERT_PHRASE}${where}: someone may need a witness. See it in ${PRODUCT_NAME}: ${publicOrigin}/alerts (texted because no notification reached your phone; turn off under Watch zones).`;
}

/**
 * The last resort for a watch-zone observer whose pushes reach nothing (an iPhone that dropped
 * the subscription, a browser that lost it): a text to their verified number, if they asked for
 * one. Each person's texts count against WATCH_ZONE_TEXTS_PER_DAY (the limiter), keyed by their
 * id, never their number. A failed text is logged without the number and never reaches the alert.
 */
export function createUnreachableTexts(deps: {
  db: Database;
  phoneKeys: PhoneCrypto;
  sms: SmsProvider;
  limiter: RateLimiter;
  geocoder: ReverseGeocoder;
  publicOrigin: string;
  log: FastifyBaseLogger;
}): UnreachableTexts {
  const { db, phoneKeys, sms, limiter, log } = deps;

  async function textOne(userId: string, body: string): Promise<boolean> {
    const number = await findVerifiedNumber(db, phoneKeys, userId);
    if (number === null) return false;
    if ((await limiter.take(`observer:${userId}`)) !== null) return false;
    try {
      await sms.send(number, body);
      return true;
    } catch (error) {
      await limiter.giveBack(`observer:${userId}`);
      log.warn(
        { error: error instanceof Error ? error.name : 'unknown' },
        'observer text not sent',
      );
      return false;
    }
  }

  return {
    async send(alert, userIds) {
      const texters = await findTextersAmong(db, userIds);
      if (texters.length === 0) return 0;
      const body = observerSmsBody(alert, deps.geocoder, deps.publicOrigin);
      // A few at a time: an alert in a busy city can leave many observers unreached, and an SMS
      // provider refuses a burst (Twilio queues about one message a second per number).
      let next = 0;
      let sent = 0;
      const worker = async () => {
        for (let userId = texters[next++]; userId !== undefined; userId = texters[next++]) {
          if (await textOne(userId, body)) sent += 1;
        }
      };
      await Promise.all(Array.from({ length: Math.min(TEXTS_AT_ONCE, texters.length) }, worker));
      return sent;
    },
  };
}
