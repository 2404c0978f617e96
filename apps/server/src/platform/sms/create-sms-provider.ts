import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config';
import { createConsoleSmsProvider, type SmsOutbox } from './console-sms-provider';
import type { SmsProvider } from './sms-provider';
import { createTwilioSmsProvider } from './twilio-sms-provider';

/** The provider SMS_PROVIDER names; the outbox exists only for the console provider. */
export function createSmsProvider(
  config: SmsConfig,
  deps: { log: FastifyBaseLogger; now: () => Date },
): { sms: SmsProvider; outbox: SmsOutbox | null } {
  if (config.provider === 'twilio') return { sms: createTwilioSmsProvider(config), outbox: null };
  const consoleProvider = createConsoleSmsProvider(deps);
  return { sms: consoleProvider, outbox: consoleProvider };
}
