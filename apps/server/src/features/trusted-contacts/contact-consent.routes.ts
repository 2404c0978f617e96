import {
  ContactConsentBodySchema,
  ContactConsentParamsSchema,
  ContactConsentSchema,
  EmptyQuerySchema,
} from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TrustedContactsService } from './trusted-contacts.service';

/**
 * The link in a contact's confirmation SMS. The token is the only credential: the person
 * answering has no session and needs none. Who listed the number is said only as the text said
 * it (`invitedBy`: the first name or own number they chose to be named by), never more.
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
