import { DeleteMeBodySchema, EmptyQuerySchema } from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, requireIdentity } from '../../platform/identity/session-cookie';
import type { AccountService } from './account.service';

const HTTP_NO_CONTENT = 204;

/** What the verify page and the privacy page promise, removal. */
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
          "Delete everything of this identity: alerts, responses, acknowledgements, reports, contacts, push subscriptions, complaints, its PINs' hashes and its phone number; recordings follow their retention rules. The browser's cookie is cleared and stops counting. While a stop PIN is set, the body's pin must be it.",
        querystring: EmptyQuerySchema,
        body: DeleteMeBodySchema.nullish(),
      },
    },
    async (request, reply) => {
      await accountService.eraseIdentity(
        { userId: requireIdentity(request), clientAddress: request.ip },
        request.body?.pin,
      );
      clearSessionCookie(reply);
      return reply.code(HTTP_NO_CONTENT).send();
    },
  );

  app.delete(
    '/api/phone',
    {
      schema: {
        tags: ['phone'],
        summary:
          "Forget the verified phone number: this identity is no longer verified. While a stop PIN is set, the body's pin must be it.",
        querystring: EmptyQuerySchema,
        body: DeleteMeBodySchema.nullish(),
      },
    },
    async (request, reply) => {
      await accountService.removePhone(
        { userId: requireIdentity(request), clientAddress: request.ip },
        request.body?.pin,
      );
      return reply.code(HTTP_NO_CONTENT).send();
    },
  );
};
