import { DeleteMeBodySchema, EmptyQuerySchema } from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, requireIdentity } from '../../platform/identity/session-cookie';
import type { AccountService } from './account.service';

const HTTP_NO_CONTENT = 204;

/** Issue 24, F-20: what the verify page and the privacy page promise, removal. */
export const accountRoutes: FastifyPluginAsyncZod<{ accountService: AccountService }> = async (
  app,
  { accountService },
) => {
  app.delete(
    '/api/me',
    {
      schema: {
        tags: ['session'],
        summary:
          "Delete everything of this identity: alerts, responses, acknowledgements, reports, contacts, push subscriptions, complaints, its PINs' hashes and its phone number; recordings follow their retention rules. The browser's cookie is cleared. While an alert is on and a stop PIN is set, the body's pin must be it (issue 29).",
        querystring: EmptyQuerySchema,
        // Issue 29: the stop PIN, needed while an alert is on and a stop PIN is stored.
        body: DeleteMeBodySchema.nullish(),
      },
    },
    async (request, reply) => {
      await accountService.eraseIdentity(requireIdentity(request), request.body?.pin);
      clearSessionCookie(reply);
      return reply.code(HTTP_NO_CONTENT).send();
    },
  );

  app.delete(
    '/api/phone',
    {
      schema: {
        tags: ['phone'],
        summary: 'Forget the verified phone number: this identity is no longer verified',
        querystring: EmptyQuerySchema,
      },
    },
    async (request, reply) => {
      await accountService.removePhone(requireIdentity(request));
      return reply.code(HTTP_NO_CONTENT).send();
    },
  );
};
