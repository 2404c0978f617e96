import {
  CONTACT_MESSAGE_RETENTION_DAYS,
  CONTACT_MESSAGES_PER_NETWORK_PER_DAY,
} from '@redzone/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startPeriodicTask } from '../../platform/periodic-task';
import { deleteContactMessagesBefore } from './contact-messages.queries';
import { contactMessagesRoutes } from './contact-messages.routes';

const DAY_MS = 24 * 60 * 60_000;

/**
 * A way for people to reach the people who run this installation when no contact address is
 * configured: messages kept in the database, read with the admin token, gone after a while.
 */
export const contactMessagesPlugin = fp(
  async (app: FastifyInstance) => {
    const stop = startPeriodicTask(
      () =>
        deleteContactMessagesBefore(
          app.db,
          new Date(app.clock().getTime() - CONTACT_MESSAGE_RETENTION_DAYS * DAY_MS),
        ),
      { intervalMs: DAY_MS / 4, log: app.log, failure: 'contact message retention failed' },
    );
    app.addHook('preClose', async () => stop());
    await app.register(contactMessagesRoutes, {
      db: app.db,
      clock: app.clock,
      keys: app.secrets.phoneKeys,
      adminToken: app.config.adminToken,
      perNetwork: await app.createLimiter('contact-messages', {
        limit: CONTACT_MESSAGES_PER_NETWORK_PER_DAY,
        windowMs: DAY_MS,
      }),
    });
  },
  { name: 'contact-messages', dependencies: ['database', 'secrets', 'limiters', 'http'] },
);
