import { SmsOutboxQuerySchema, SmsOutboxSchema } from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replyRouteNotFound } from '../../platform/errors/error-handler';
import { requirePhoneNumber } from '../../platform/phone/phone-number';
import type { SmsOutbox } from '../../platform/sms/console-sms-provider';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * DESIGN.md: what the console provider "sent" to a number, newest first, so a developer (or an
 * end-to-end test) can read a code. app.ts registers it only for SMS_PROVIDER=console outside
 * production; anywhere else the path is an ordinary 404. It shows codes in clear,
 * so it answers this machine only (the socket's own peer, not a forwarded address, and nothing
 * that came through a proxy); to anyone else it is the same 404.
 */
export const smsOutboxRoutes: FastifyPluginAsyncZod<{ outbox: SmsOutbox }> = async (
  app,
  { outbox },
) => {
  app.get(
    '/api/dev/sms-outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages the console SMS provider kept for a number (development only)',
        querystring: SmsOutboxQuerySchema,
        response: { 200: SmsOutboxSchema },
      },
    },
    async (request, reply) => {
      const isLocal =
        LOOPBACK.has(request.socket.remoteAddress ?? '') &&
        request.headers['x-forwarded-for'] === undefined;
      if (!isLocal) return replyRouteNotFound(request, reply);
      reply.header('cache-control', 'no-store');
      return outbox.messagesTo(requirePhoneNumber(request.query.phone));
    },
  );
};
