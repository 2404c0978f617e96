import { ALERT_RETENTION_SWEEP_MS, PHONE_HISTORY_DAYS } from '@redzone/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startPeriodicTask } from '../../platform/periodic-task';
import { accountRoutes } from './account.routes';
import { accountDeletedSmsBody, createAccountService } from './account.service';
import { createTakeBack, type TakeBack } from './take-back';

/**
 * The person's account: removing the number, deleting everything, taking everything back from
 * a new phone (used by the phone feature when a number is verified again), and the retention
 * sweep that deletes old alerts.
 */
export const accountPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const account = createAccountService({
      db: app.db,
      clock: app.clock,
      alertRetentionDays: config.alertRetentionDays,
      pins: app.pins,
      decoys: app.decoys,
      onRevoked: (userId) => app.forgetSession(userId),
      // The alerts feature registers after this one; these run when a request comes.
      endAlertsOf: (userId, options) => app.alerts.endAllOf(userId, options),
      tellContactsOfDeletion: async (userId) => {
        const people = await app.trustedContacts.toWarn(userId);
        const sms = app.sms.toContacts;
        await Promise.allSettled(
          people.map((person) => sms.send(person.phone, accountDeletedSmsBody())),
        );
      },
    });
    app.decorate(
      'takeBack',
      createTakeBack({
        keys: app.secrets.phoneKeys,
        historyDays: PHONE_HISTORY_DAYS,
        deletionDays: config.recordings.deleteDelayDays,
        contactContext: (ownerId) => `contact:${ownerId}`,
        pins: app.pins,
        endPretences: (toId) => app.decoys.clear(toId),
      }),
    );
    const stop = startPeriodicTask(() => account.purgeOldAlerts(), {
      intervalMs: app.appDeps.alertRetentionSweepMs ?? ALERT_RETENTION_SWEEP_MS,
      log: app.log,
      failure: 'alert retention sweep failed',
    });
    app.addHook('preClose', async () => stop());
    await app.register(accountRoutes, { accountService: account });
  },
  {
    name: 'account',
    dependencies: ['database', 'secrets', 'pins', 'decoy', 'http', 'sms', 'trusted-contacts'],
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    takeBack: TakeBack;
  }
}
