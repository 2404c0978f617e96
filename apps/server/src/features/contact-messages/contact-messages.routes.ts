import { randomUUID } from 'node:crypto';
import {
  CONTACT_MESSAGES_LISTED,
  ContactMessageBodySchema,
  ContactMessageListSchema,
  ContactMessageReceivedSchema,
  EmptyQuerySchema,
} from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import { addressGroup } from '../../platform/http/client-address';
import { createBearerTokenCheck } from '../../platform/identity/bearer-token';
import { requireIdentity } from '../../platform/identity/session-cookie';
import type { PhoneCrypto } from '../../platform/phone/phone-crypto';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { findNewestContactMessages, insertContactMessage } from './contact-messages.queries';

const REPLY_CONTEXT = 'contact message reply-to';

/** Writing to the people who run this installation, and their reading it. */
export const contactMessagesRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: () => Date;
  keys: PhoneCrypto;
  adminToken: string | null;
  perNetwork: RateLimiter;
}> = async (app, { db, clock, keys, adminToken, perNetwork }) => {
  const isAdmin = adminToken === null ? null : createBearerTokenCheck(adminToken);

  app.post(
    '/api/contact-messages',
    {
      schema: {
        tags: ['site'],
        summary:
          'A message to the people who run this installation (a few a day from one network).',
        body: ContactMessageBodySchema,
        response: { 201: ContactMessageReceivedSchema },
      },
    },
    async (request, reply) => {
      // A session, as for every write (the app always has one): nothing else is asked.
      requireIdentity(request);
      const refusal = await perNetwork.take(addressGroup(request.ip));
      if (refusal !== null) {
        throw new AppError(
          HTTP_STATUS.tooManyRequests,
          'rate_limited',
          'Several messages were sent from this network today. Try again tomorrow.',
          { retryAfterSeconds: Math.ceil(refusal.retryAfterMs / 1000) },
        );
      }
      const { message, replyTo } = request.body;
      await insertContactMessage(db, {
        id: randomUUID(),
        createdAt: clock(),
        message,
        replyToSealed: replyTo ? keys.encrypt(replyTo, REPLY_CONTEXT) : null,
      });
      return reply.code(201).send({ received: true });
    },
  );

  app.get(
    '/api/admin/contact-messages',
    {
      schema: {
        tags: ['site'],
        summary: `The newest ${CONTACT_MESSAGES_LISTED} messages, for the operator (Authorization: Bearer ADMIN_TOKEN).`,
        querystring: EmptyQuerySchema,
        response: { 200: ContactMessageListSchema },
      },
    },
    async (request, reply) => {
      if (isAdmin === null || !isAdmin(request)) {
        throw new AppError(
          HTTP_STATUS.unauthorized,
          'admin_token_invalid',
          'The admin token is missing or wrong. Enter the token the server was started with.',
        );
      }
      reply.header('cache-control', 'no-store');
      const rows = await findNewestContactMessages(db, CONTACT_MESSAGES_LISTED);
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        message: row.message,
        replyTo: row.replyToSealed === null ? null : keys.decrypt(row.replyToSealed, REPLY_CONTEXT),
      }));
    },
  );
};
