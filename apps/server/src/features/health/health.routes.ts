import {
  ApiErrorBodySchema,
  EmptyQuerySchema,
  HealthSchema,
  NotReadySchema,
  ReadinessSchema,
} from '@redzone/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/database';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import type { ReadinessCheck } from './readiness';

export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  version: string;
  readiness: ReadinessCheck;
}> = async (app, { database, version, readiness }) => {
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

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness, for load balancers: the database answers, and Redis when REDIS_URL is set; 503 not_ready with the checks that failed',
        querystring: EmptyQuerySchema,
        response: { 200: ReadinessSchema, 503: NotReadySchema },
      },
    },
    async (_request, reply) => {
      const checks = await readiness();
      reply.header('cache-control', 'no-store');
      const failed = Object.entries(checks)
        .filter(([, state]) => state === 'failed')
        .map(([part]) => part);
      if (failed.length === 0) return { status: 'ready' as const, checks };
      return reply.code(HTTP_STATUS.serviceUnavailable).send({
        error: `Not ready: ${failed.join(' and ')} did not answer.`,
        code: 'not_ready' as const,
        checks,
      });
    },
  );
};
