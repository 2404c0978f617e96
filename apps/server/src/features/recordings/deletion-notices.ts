import { PRODUCT_NAME } from '@redzone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from '../../platform/sms/sms-provider';
import type { DeletionNotices } from './recording-deletion';

/**
 * Issue 29's texts, by SMS: the code to the owner's verified number, and a word to the trusted
 * contacts that a deletion was asked for (no name, no user text, no link: F-13).
 */
export function createDeletionNotices(deps: {
  sms: SmsProvider;
  log: FastifyBaseLogger;
  verifiedNumberOf: (userId: string) => Promise<string | null>;
  contactNumbersOf: (userId: string) => Promise<string[]>;
}): DeletionNotices {
  const { sms, log } = deps;
  return {
    async sendCode(userId, code) {
      const number = await deps.verifiedNumberOf(userId);
      if (number === null) return false;
      await sms.send(
        number,
        `Your ${PRODUCT_NAME} code to delete a recording is ${code}. If you did not ask for it, do not share it.`,
      );
      return true;
    },

    async deletionRequested(userId, deleteAt) {
      try {
        const numbers = await deps.contactNumbersOf(userId);
        const day = deleteAt.toLocaleDateString('en-US', {
          dateStyle: 'medium',
          timeZone: 'UTC',
        });
        const body = `${PRODUCT_NAME}: someone who lists you as a trusted contact asked to delete a recording from their phone. It stays on the server until ${day} (UTC) and can be restored until then.`;
        const sent = await Promise.allSettled(numbers.map((number) => sms.send(number, body)));
        const failed = sent.filter((result) => result.status === 'rejected').length;
        if (failed > 0) log.warn({ failed }, 'deletion notice not sent to every trusted contact');
      } catch (error) {
        log.error({ err: error }, 'deletion notice to trusted contacts failed');
      }
    },
  };
}
