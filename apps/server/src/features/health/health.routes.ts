import { ApiErrorBodySchema, EmptyQuerySchema, HealthSchema } from '@redzone/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/database';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';

export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  version: string;
}> = async (app, { database, version }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability, for load balancers and monitors',
        querystring: EmptyQuerySchema,
        response: { 200: HealthSchema, 503: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError(
          HTTP_STATUS.serviceUnavailable,
          'database_unavailable',
          'The database is unreachable.',
        );
      }
      reply.header('cache-control', 'no-store');
      return {
        status: 'ok' as const,
        database: database.driver,
        uptimeSeconds: Math.floor(process.uptime()),
        version,
      };
    },
  );
};
