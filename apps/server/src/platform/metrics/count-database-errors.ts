import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseError } from '../../db/database-error';
import type { InfrastructureMetrics } from './infrastructure.metrics';

/** Counts each request that failed on the database, before the error handler answers it. */
export const countDatabaseErrorsPlugin = fp(
  async (app: FastifyInstance, options: { metrics: InfrastructureMetrics }) => {
    app.addHook('onError', async (_request, _reply, error) => {
      if (isDatabaseError(error)) options.metrics.databaseError('request');
    });
  },
  { name: 'count-database-errors' },
);
