import { createHash, randomBytes } from 'node:crypto';
import { CONTACT_CONSENT_PATH, PRODUCT_NAME } from '@redzone/contract';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import type { PhoneCrypto } from '../../platform/phone/phone-crypto';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { SmsProvider } from '../../platform/sms/sms-provider';

/** The link's token is stored as its SHA-256: the table alone cannot answer for anyone. */
export function tokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The one confirmation SMS. Nothing the owner typed goes into it (no contact's name, no note):
 * the number belongs to someone who has not agreed to anything yet, and the text carries Red
 * Zone's name. `sender` is the owner's own choice of how to be named (sender-names.ts): a first
 * name held to a name's shape, or their verified number; null says "someone".
 */
export function consentSmsBody(link: string, sender: string | null): string {
  return `${PRODUCT_NAME}: ${sender ?? 'someone'} added this number as a trusted contact, to text it if they are ever in danger. To agree, open ${link} - if you do nothing, you get no texts.`;
}

/** The confirmation texts a circle sends, and the daily count of new numbers they may reach. */
export function createInvitations(deps: {
  keys: PhoneCrypto;
  /** Texts to contacts, within each number's daily budget (platform/sms/sms-budget.ts). */
  sms: SmsProvider;
  /** Where the confirmation link points: the public origin of the web app. */
  publicOrigin: string;
  log: { warn(details: object, message: string): void };
  /** New numbers one identity may have texted a confirmation link in a day. */
  limiter: RateLimiter;
}) {
  const { keys, sms, publicOrigin, log, limiter } = deps;

  return {
    /**
     * Texts each number its confirmation link, for the invitations `record` says are new (a
     * number this owner asked before keeps its row and its answer, and is not texted again).
     */
    async send(
      phones: string[],
      sender: string | null,
      record: (rows: { phoneHash: string; tokenHash: string }[]) => Promise<string[]>,
    ): Promise<void> {
      const invitations = phones.map((phone) => {
        const token = randomBytes(18).toString('base64url');
        return { phone, token, phoneHash: keys.lookupHash(phone) };
      });
      const invited = new Set(
        await record(
          invitations.map(({ phoneHash, token }) => ({ phoneHash, tokenHash: tokenHashOf(token) })),
        ),
      );
      for (const { phone, token, phoneHash } of invitations) {
        if (!invited.has(phoneHash)) continue;
        const link = `${publicOrigin}${CONTACT_CONSENT_PATH}#${token}`;
        try {
          await sms.send(phone, consentSmsBody(link, sender));
        } catch (error) {
          // The contact stays pending; the SMS error never holds the number.
          log.warn({ err: error }, 'contact confirmation SMS not sent');
        }
      }
    },

    /**
     * Takes one invitation per number never asked before, or none and 429: a confirmation link
     * is a text to a stranger under Red Zone's name, so one circle cannot be a way to text many.
     */
    async reserve(ownerId: string, count: number): Promise<void> {
      const taken: number[] = [];
      for (let i = 0; i < count; i += 1) {
        const refusal = await limiter.take(ownerId);
        if (refusal === null) {
          taken.push(i);
          continue;
        }
        for (const _ of taken) await limiter.giveBack(ownerId);
        throw new AppError(
          HTTP_STATUS.tooManyRequests,
          'contacts_rate_limited',
          'You added many new trusted contacts today. Your circle was not changed; try again tomorrow.',
          { retryAfterSeconds: Math.ceil(refusal.retryAfterMs / 1000) },
        );
      }
    },
  };
}
