import {
  CheckPinBodySchema,
  EmptyQuerySchema,
  PinsStatusSchema,
  SetPinsBodySchema,
} from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../platform/identity/session-cookie';
import type { PinsService } from './pins.service';

const HTTP_NO_CONTENT = 204;

/** The stop and duress PINs, kept and checked on the server only (docs/decisions/071). */
export const pinsRoutes: FastifyPluginAsyncZod<{
  pinsService: PinsService;
}> = async (app, { pinsService }) => {
  app.get(
    '/api/me/pins',
    {
      schema: {
        tags: ['session'],
        summary: 'Whether a stop PIN guards this identity (never whether a duress PIN exists).',
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
          'Set or clear the stop and duress PINs (kept as slow keyed hashes); needs a verified phone. While a stop PIN is stored, currentPin must be it (5 tries in 10 minutes).',
        body: SetPinsBodySchema,
        response: { 200: PinsStatusSchema },
      },
    },
    async (request) =>
      pinsService.set(
        { userId: requireIdentity(request), clientAddress: request.ip },
        request.body,
      ),
  );

  app.post(
    '/api/me/pins/check',
    {
      schema: {
        tags: ['session'],
        summary:
          'A PIN typed to stop a recording: 204 for the stop PIN and the duress PIN alike, 403 pin_wrong otherwise (5 wrong tries in 10 minutes). The duress PIN, here as anywhere, tells the trusted contacts; nothing else anyone can read changes.',
        body: CheckPinBodySchema,
      },
    },
    async (request, reply) => {
      // The alert it was typed during is the person's latest: the body's alertId is not needed.
      await pinsService.guard(
        { userId: requireIdentity(request), clientAddress: request.ip },
        request.body.pin,
      );
      return reply.code(HTTP_NO_CONTENT).send();
    },
  );
};
