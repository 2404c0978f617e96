import type { ContactsAlertBody, ContactsAlertResponse } from '@redzone/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import type { VerifiedCaller } from '../../platform/identity/require-verified-phone';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { SmsProvider } from '../../platform/sms/sms-provider';
import { contactsOnlySmsBody, textContacts } from './alert-sms';

/**
 * An alert with no position: every confirmed trusted contact is texted, nobody else. The caller
 * has checked the verified phone; the body's name and place are not sent on (no typed text in
 * SMS): the texts name the person only as they chose in their circle (sender-names.ts). The answer counts the circle the phone reads, a duress pretence included.
 */
export function createContactsOnlyAlert(deps: {
  contacts: {
    confirmedPhones(ownerId: string): Promise<string[]>;
    senderName(ownerId: string): Promise<string | null>;
    shownConfirmedCount(ownerId: string): Promise<{ count: number; pretended: boolean }>;
  };
  /** Caps alerts to the contacts alone (each is an SMS to every contact). */
  limiter: RateLimiter;
  sms: SmsProvider;
  log: FastifyBaseLogger;
}) {
  const { contacts, limiter, sms, log } = deps;
  return async function alertContactsOnly(
    { userId, phoneHash }: VerifiedCaller,
    _body: ContactsAlertBody,
  ): Promise<ContactsAlertResponse> {
    const refusal = await limiter.take(phoneHash);
    if (refusal !== null) {
      const retryAfterSeconds = Math.ceil(refusal.retryAfterMs / 1000);
      throw new AppError(
        HTTP_STATUS.tooManyRequests,
        'alert_rate_limited',
        `Your trusted contacts were alerted several times in the last few minutes. Call 911, or try again in ${Math.ceil(retryAfterSeconds / 60)} min.`,
        { retryAfterSeconds },
      );
    }
    const numbers = await contacts.confirmedPhones(userId);
    const message = { body: contactsOnlySmsBody(await contacts.senderName(userId)), alertId: null };
    // Awaited (each send has its own timeout): the person is told how many were really texted,
    // of the circle their phone reads.
    const contactsTexted = await textContacts({ sms, log }, numbers, message);
    const shown = await contacts.shownConfirmedCount(userId);
    return {
      contactsTexted: shown.pretended ? Math.min(contactsTexted, shown.count) : contactsTexted,
    };
  };
}
