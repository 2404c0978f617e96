import { CONTACT_SMS_PER_PHONE_PER_DAY } from '@redzone/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSmsProvider } from './create-sms-provider';
import type { SmsOutbox } from './console-sms-provider';
import { withGlobalBudget, withPhoneBudget } from './sms-budget';
import type { SmsProvider } from './sms-provider';
import { createSmsMetrics, type SmsPurpose } from './sms.metrics';

const DAY_MS = 24 * 60 * 60_000;

/** Texts, each counted for its purpose, all within the deployment's daily budget. */
export interface Sms {
  /** Texts sent for `purpose` (verification codes, deletion codes and notices). */
  for(purpose: SmsPurpose): SmsProvider;
  /** Texts to a trusted contact's number: also within that number's own daily budget. */
  toContacts: SmsProvider;
  /** What the console provider "sent", for the development outbox; null with a real provider. */
  outbox: SmsOutbox | null;
}

export const smsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, clock, metrics, secrets } = app;
    const { sms: provider, outbox } = createSmsProvider(config.sms, { log: app.log, now: clock });
    const smsMetrics = createSmsMetrics(metrics.registry);
    if (config.sms.provider === 'console' && config.nodeEnv === 'production') {
      app.log.warn('SMS_PROVIDER=console in production: verification codes reach nobody.');
    }
    // Every text of the deployment counts against one daily budget.
    const budget = await app.createLimiter('sms-budget', {
      limit: config.smsPolicy.dailyBudget,
      windowMs: DAY_MS,
    });
    const sms = withGlobalBudget(provider, { limiter: budget, log: app.log });
    // Every text to a contact's number counts against that number's day.
    const perContact = await app.createLimiter('contact-sms', {
      limit: CONTACT_SMS_PER_PHONE_PER_DAY,
      windowMs: DAY_MS,
    });
    const toContacts = withPhoneBudget(smsMetrics.counted(sms, 'alert_contact'), {
      limiter: perContact,
      hashOf: (phone) => secrets.phoneKeys.lookupHash(phone),
    });
    app.decorate('sms', {
      for: (purpose: SmsPurpose) => smsMetrics.counted(sms, purpose),
      toContacts,
      outbox,
    });
  },
  { name: 'sms', dependencies: ['limiters', 'secrets', 'metrics'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    sms: Sms;
  }
}
