import { AlertAcknowledgementsSchema, EmptyQuerySchema, IdParamsSchema } from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../platform/identity/session-cookie';
import type { AcknowledgementsService } from './acknowledgements.service';

const HTTP_NO_CONTENT = 204;

/** Observers say they saw an alert; its sender reads who saw it and who is coming. */
export const acknowledgementsRoutes: FastifyPluginAsyncZod<{
  acknowledgementsService: AcknowledgementsService;
}> = async (app, { acknowledgementsService }) => {
  app.post(
    '/api/alerts/:id/acknowledge',
    {
      schema: {
        tags: ['alerts'],
        summary:
          'This session saw an alert it was sent (the urgent screen, or a tap on its push). Counted once per session; one 404 for every alert it cannot be (ended, unknown, or never sent here). Its sender is told the new counts live (alert.acknowledged).',
        params: IdParamsSchema,
        querystring: EmptyQuerySchema,
      },
    },
    async (request, reply) => {
      await acknowledgementsService.acknowledge(requireIdentity(request), request.params.id);
      return reply.code(HTTP_NO_CONTENT).send();
    },
  );

  app.get(
    '/api/alerts/:id/acknowledgements',
    {
      schema: {
        tags: ['alerts'],
        summary:
          "For the alert's sender only: how many saw it, how many are on the way, and the nearest responder's walk in minutes.",
        params: IdParamsSchema,
        querystring: EmptyQuerySchema,
        response: { 200: AlertAcknowledgementsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return acknowledgementsService.countsFor(requireIdentity(request), request.params.id);
    },
  );
};
