import { EmptyQuerySchema, PinsStatusSchema, SetPinsBodySchema } from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../platform/identity/session-cookie';
import type { PinsService } from './pins.service';

/** Issue 29: the stop and duress PINs' hashes, kept on the server as well as the device. */
export const pinsRoutes: FastifyPluginAsyncZod<{ pinsService: PinsService }> = async (
  app,
  { pinsService },
) => {
  app.get(
    '/api/me/pins',
    {
      schema: {
        tags: ['session'],
        summary:
          'Which PINs the server holds for this identity (a device that has PINs the server lacks uploads them).',
        querystring: EmptyQuerySchema,
        response: { 200: PinsStatusSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return pinsService.status(requireIdentity(request));
    },
  );

  app.put(
    '/api/me/pins',
    {
      schema: {
        tags: ['session'],
        summary:
          "Set or clear the stop and duress PINs: the device's PBKDF2 hashes, kept as scrypt hashes, never a PIN. While a stop PIN is stored, currentPin must be it (5 tries in 10 minutes).",
        body: SetPinsBodySchema,
        response: { 200: PinsStatusSchema },
      },
    },
    async (request) => pinsService.set(requireIdentity(request), request.body),
  );
};
