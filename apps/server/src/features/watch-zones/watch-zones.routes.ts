import { EmptyQuerySchema, PutWatchZonesBodySchema, WatchZonesSchema } from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VerifiedPhoneGuard } from '../../platform/identity/require-verified-phone';
import type { WatchZonesService } from './watch-zones.service';

const HTTP_NO_CONTENT = 204;

/**
 * Places a person is alerted about while the app is closed. A verified phone is needed,
 * as for alerts: one number, one person's zones.
 */
export const watchZonesRoutes: FastifyPluginAsyncZod<{
  watchZonesService: WatchZonesService;
  requireVerifiedPhone: VerifiedPhoneGuard;
}> = async (app, { watchZonesService, requireVerifiedPhone }) => {
  app.get(
    '/api/observer/watch-zones',
    {
      schema: {
        tags: ['observer'],
        summary: 'Your watch zones, each as its coarse cell (about 1 km) and your label.',
        querystring: EmptyQuerySchema,
        response: { 200: WatchZonesSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return watchZonesService.get((await requireVerifiedPhone(request)).userId);
    },
  );

  app.put(
    '/api/observer/watch-zones',
    {
      schema: {
        tags: ['observer'],
        summary:
          'Replace your watch zones (at most 3): each point is stored only as its coarse cell, and the answer says what was stored.',
        body: PutWatchZonesBodySchema,
        response: { 200: WatchZonesSchema },
      },
    },
    async (request) =>
      watchZonesService.put((await requireVerifiedPhone(request)).userId, request.body),
  );

  app.delete(
    '/api/observer/watch-zones',
    {
      schema: {
        tags: ['observer'],
        summary: 'Forget every watch zone of yours; no push for them from now on.',
      },
    },
    async (request, reply) => {
      await watchZonesService.clear((await requireVerifiedPhone(request)).userId);
      return reply.code(HTTP_NO_CONTENT).send();
    },
  );
};
