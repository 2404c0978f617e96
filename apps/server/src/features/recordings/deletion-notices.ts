import { PRODUCT_NAME } from '@redzone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from '../../platform/sms/sms-provider';
import type { DeletionNotices } from './recording-deletion';

/** The code to delete an alert's footage, as a trusted contact reads it. */
export function deletionCodeSmsBody(code: string): string {
  return `${PRODUCT_NAME}: someone who lists you as a trusted contact asked to delete footage of an emergency. Give them this code only if you are sure it is them, asking freely: ${code}. If in doubt, do not.`;
}

/**
 * The duress PIN asked to delete an alert's footage: the contacts get a code as for a real
 * request, so whoever holds the phone can be given one, and are told what it means.
 */
export function pretendCodeSmsBody(code: string): string {
  return `${PRODUCT_NAME} - DURESS: someone who lists you as a trusted contact entered their duress PIN to delete footage of an emergency. If someone asks you for a deletion code, you can give this one: ${code}. It deletes nothing: the footage is kept. They may need help. Do not call their phone.`;
}

/**
 * Texts about a deletion, by SMS: the code goes to the confirmed trusted contacts and never to
 * the phone that asked (whoever holds that phone would receive it), and every contact, also
 * one removed in the last days, hears that a deletion was asked for. No name, no typed text,
 * no link.
 */
export function createDeletionNotices(deps: {
  sms: SmsProvider;
  log: FastifyBaseLogger;
  /** The confirmed contacts now: who can give the owner the code. */
  contactNumbersOf: (userId: string) => Promise<string[]>;
  /** The confirmed contacts and those removed lately: who hears of the request. */
  numbersToWarnOf: (userId: string) => Promise<string[]>;
}): DeletionNotices {
  const { sms, log } = deps;

  async function textAll(numbers: string[], body: string, what: string): Promise<number> {
    const sent = await Promise.allSettled(numbers.map((number) => sms.send(number, body)));
    const failed = sent.filter((result) => result.status === 'rejected').length;
    if (failed > 0) log.warn({ failed }, `${what} not sent to every trusted contact`);
    return sent.length - failed;
  }

  return {
    async sendCode(userId, code) {
      const numbers = await deps.contactNumbersOf(userId);
      if (numbers.length === 0) return false;
      return (await textAll(numbers, deletionCodeSmsBody(code), 'deletion code')) > 0;
    },

    async sendPretendCode(userId, code) {
      await textAll(await deps.numbersToWarnOf(userId), pretendCodeSmsBody(code), 'pretend code');
    },

    async deletionRequested(userId, deleteAt) {
      try {
        const numbers = await deps.numbersToWarnOf(userId);
        const day = deleteAt.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
        const body = `${PRODUCT_NAME}: someone who lists you as a trusted contact asked to delete a recording from their phone. It stays on the server until ${day} (UTC) and can be restored until then.`;
        await textAll(numbers, body, 'deletion notice');
      } catch (error) {
        log.error({ err: error }, 'deletion notice to trusted contacts failed');
      }
    },
  };
}
