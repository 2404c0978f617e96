import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_VERSION } from '../../server-paths';
import { healthRoutes } from './health.routes';
import { createReadinessCheck } from './readiness';

/** Liveness, and readiness for load balancers: the database, and Redis when configured. */
export const healthPlugin = fp(
  async (app: FastifyInstance) => {
    const { database, liveBus } = app;
    await app.register(healthRoutes, {
      database,
      version: SERVER_VERSION,
      readiness: createReadinessCheck({
        database,
        // The bus's connection stands for Redis: the positions and limits use the same server.
        pingRedis: app.config.redis === null ? null : () => liveBus.ping(),
        log: app.log,
        onDatabaseError: () => app.metrics.infrastructure.databaseError('readiness'),
      }),
    });
  },
  { name: 'health', dependencies: ['database', 'live-bus', 'metrics'] },
);
