import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clientConfigRoutes } from './client-config.routes';

/** What the web app reads of the deployment: map tiles, retention, the deletion delay. */
export const clientConfigPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    await app.register(clientConfigRoutes, {
      map: config.map,
      retentionDays: config.recordings.retentionDays,
      deleteDelayDays: config.recordings.deleteDelayDays,
    });
  },
  { name: 'client-config', dependencies: ['database'] },
);
