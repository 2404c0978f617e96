import { ApiErrorBodySchema, EmptyQuerySchema } from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, HTTP_STATUS } from '../errors/app-error';
import { createBearerTokenCheck } from '../identity/bearer-token';
import type { Registry } from './metrics-registry';

/** GET /metrics in Prometheus' text format; behind `token` when one is configured. */
export const metricsRoutes: FastifyPluginAsyncZod<{
  registry: Registry;
  token: string | null;
}> = async (app, { registry, token }) => {
  const hasToken = token === null ? null : createBearerTokenCheck(token);
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['operations'],
        summary:
          'Prometheus metrics (text format 0.0.4): alerts, fan-out latency, streams, pushes, SMS, uploads, verification, law office, errors, process. Needs the METRICS_TOKEN as a Bearer token when one is set.',
        querystring: EmptyQuerySchema,
        response: {
          200: {
            description: 'Prometheus text exposition format.',
            content: { 'text/plain': { schema: z.string() } },
          },
          401: ApiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (hasToken !== null && !hasToken(request)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError(
          HTTP_STATUS.unauthorized,
          'metrics_token_invalid',
          'The metrics token is missing or wrong: send Authorization: Bearer <METRICS_TOKEN>.',
        );
      }
      const text = await registry.metrics();
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
    },
  );
};
