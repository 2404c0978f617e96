import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mintUserId } from '../../platform/identity/identity.service';
import { createPhoneMetrics } from './phone.metrics';
import { phoneRoutes } from './phone.routes';
import { createPhoneVerificationService, type PhoneVerificationService } from './phone.service';
import { smsOutboxRoutes } from './sms-outbox.routes';

/**
 * Phone verification (a texted code), which takes back what the number's other phones held
 * when asked to sign them out; and, in development with the console provider only, the outbox
 * that shows the texts (it shows codes in clear, DESIGN.md).
 */
export const phonePlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const phone = createPhoneVerificationService({
      db: app.db,
      sms: app.sms.for('verification'),
      clock: app.clock,
      keys: app.secrets.phoneKeys,
      sendsPerClientAddress: config.verificationSendsPerAddress,
      smsCountries: config.smsPolicy.countries,
      metrics: createPhoneMetrics(app.metrics.registry),
      isPhoneHidden: app.isPhoneHidden,
      onVerifiedAgain: (userId) => app.decoys.showPhoneAgain(userId),
      mintUserId,
      onRevoked: (userId) => app.forgetSession(userId),
      takeBack: app.takeBack,
    });
    app.decorate('phone', phone);
    await app.register(phoneRoutes, { phoneService: phone });
    const { outbox } = app.sms;
    if (outbox !== null && config.nodeEnv !== 'production') {
      await app.register(smsOutboxRoutes, { outbox });
    }
  },
  { name: 'phone', dependencies: ['database', 'secrets', 'sms', 'decoy', 'account', 'metrics'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    phone: PhoneVerificationService;
  }
}
