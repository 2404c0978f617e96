import { maskPhoneNumber, SMS_OUTBOX_MAX_MESSAGES, type SmsMessage } from '@redzone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './sms-provider';

/** The console provider's memory, read by the development outbox route. */
export interface SmsOutbox {
  /** Messages sent to this E.164 number, newest first. */
  messagesTo(phoneE164: string): SmsMessage[];
}

/**
 * Development stand-in: nothing leaves the machine. The log line says a message was "sent" but
 * holds neither the number nor the text (the text is a secret code); the outbox holds both.
 */
export function createConsoleSmsProvider(deps: {
  log: FastifyBaseLogger;
  now: () => Date;
  maxMessages?: number;
}): SmsProvider & SmsOutbox {
  const { log, now, maxMessages = SMS_OUTBOX_MAX_MESSAGES } = deps;
  const messages: SmsMessage[] = [];
  return {
    async send(to, body) {
      messages.push({ to, body, sentAt: now().toISOString() });
      if (messages.length > maxMessages) messages.splice(0, messages.length - maxMessages);
      log.info(
        { to: maskPhoneNumber(to), characters: body.length },
        'SMS kept by the console provider (not delivered); read it at GET /api/dev/sms-outbox',
      );
    },
    messagesTo(phoneE164) {
      return messages.filter((message) => message.to === phoneE164).reverse();
    },
  };
}
