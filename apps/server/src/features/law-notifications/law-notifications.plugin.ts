import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedLawNotifications } from './law-import';
import { lawNotificationsRoutes } from './law-notifications.routes';
import { createLawNotificationsService } from './law-notifications.service';

/** Recent changes in policing law by state; an empty database gets the shipped records. */
export const lawNotificationsPlugin = fp(
  async (app: FastifyInstance) => {
    await seedLawNotifications(app.db, { now: app.clock() });
    await app.register(lawNotificationsRoutes, {
      lawNotificationsService: createLawNotificationsService({ db: app.db, clock: app.clock }),
    });
  },
  { name: 'law-notifications', dependencies: ['database'] },
);
