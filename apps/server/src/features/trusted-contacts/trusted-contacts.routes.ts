import {
  EmptyQuerySchema,
  SenderNameSettingSchema,
  TrustedContactsBodySchema,
  TrustedContactsSchema,
} from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VerifiedPhoneGuard } from '../../platform/identity/require-verified-phone';
import { requireIdentity } from '../../platform/identity/session-cookie';
import type { SenderNames } from './sender-names';
import type { TrustedContactsService } from './trusted-contacts.service';

/** DESIGN.md: the Olive Branch circle on the server, so alerts can reach the contacts. */
export const trustedContactsRoutes: FastifyPluginAsyncZod<{
  trustedContactsService: TrustedContactsService;
  senderNames: SenderNames;
  requireVerifiedPhone: VerifiedPhoneGuard;
}> = async (app, { trustedContactsService, senderNames, requireVerifiedPhone }) => {
  app.get(
    '/api/trusted-contacts',
    {
      schema: {
        tags: ['profile'],
        summary: "This session's own Olive Branch circle",
        querystring: EmptyQuerySchema,
        response: { 200: TrustedContactsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return trustedContactsService.list(requireIdentity(request));
    },
  );

  app.put(
    '/api/trusted-contacts',
    {
      schema: {
        tags: ['profile'],
        summary:
          'Replace the Olive Branch circle (at most 4; verified phone required; the stop PIN while one is set)',
        body: TrustedContactsBodySchema,
        response: { 200: TrustedContactsSchema },
      },
    },
    async (request) => {
      const { userId } = await requireVerifiedPhone(request);
      return trustedContactsService.replace({ userId, clientAddress: request.ip }, request.body);
    },
  );

  app.get(
    '/api/trusted-contacts/sender-name',
    {
      schema: {
        tags: ['profile'],
        summary:
          "How this session's texts to its contacts name it (choose it with PUT /api/trusted-contacts)",
        querystring: EmptyQuerySchema,
        response: { 200: SenderNameSettingSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return senderNames.shown(requireIdentity(request));
    },
  );
};
