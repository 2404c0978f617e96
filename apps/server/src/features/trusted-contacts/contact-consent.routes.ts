import {
  ContactConsentBodySchema,
  ContactConsentParamsSchema,
  ContactConsentSchema,
  EmptyQuerySchema,
} from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TrustedContactsService } from './trusted-contacts.service';

/**
 * Issue 24, F-13: the link in a contact's confirmation SMS. The token is the only credential: the
 * person answering has no session and needs none. Neither answer says who listed the number.
 */
export const contactConsentRoutes: FastifyPluginAsyncZod<{
  trustedContactsService: TrustedContactsService;
}> = async (app, { trustedContactsService }) => {
  app.get(
    '/api/contact-consents/:token',
    {
      schema: {
        tags: ['profile'],
        summary:
          'Whether the contact of this confirmation link agreed (pending, confirmed, declined)',
        params: ContactConsentParamsSchema,
        querystring: EmptyQuerySchema,
        response: { 200: ContactConsentSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return trustedContactsService.consent(request.params.token);
    },
  );

  app.post(
    '/api/contact-consents/:token',
    {
      schema: {
        tags: ['profile'],
        summary:
          'The contact agrees to be texted (accept: true) or declines for good (accept: false)',
        params: ContactConsentParamsSchema,
        body: ContactConsentBodySchema,
        response: { 200: ContactConsentSchema },
      },
    },
    async (request) => trustedContactsService.answer(request.params.token, request.body.accept),
  );
};
