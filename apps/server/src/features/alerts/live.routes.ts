import {
  EmptyQuerySchema,
  LiveEventsQuerySchema,
  ObserverLocationBodySchema,
} from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireIdentity } from '../../platform/identity/session-cookie';
import type { LiveHub } from './live-hub';

const HTTP_NO_CONTENT = 204;
const EVENT_ID = /^\d{1,15}$/;

/** The browser resends the last id as a header on reconnect; it wins over the query string. */
function resumeFrom(
  header: string | string[] | undefined,
  query: string | undefined,
): number | null {
  const value = typeof header === 'string' && EVENT_ID.test(header.trim()) ? header.trim() : query;
  return value === undefined ? null : Number(value);
}

/** DESIGN.md: the event stream and the observer positions it is targeted by. */
export const liveRoutes: FastifyPluginAsyncZod<{ liveHub: LiveHub }> = async (app, { liveHub }) => {
  app.get(
    '/api/events',
    {
      schema: {
        tags: ['alerts'],
        summary:
          'Server-sent events for this session: alert.created, alert.updated, alert.ended (data: LiveEvent JSON). Resumes after Last-Event-ID (header, or lastEventId in the query).',
        querystring: LiveEventsQuerySchema,
        response: {
          200: {
            description: 'A text/event-stream that stays open; heartbeat comments every 15 s.',
            content: { 'text/event-stream': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const userId = requireIdentity(request);
      const lastEventId = resumeFrom(request.headers['last-event-id'], request.query.lastEventId);
      await liveHub.open(reply, userId, lastEventId);
      return reply;
    },
  );

  app.put(
    '/api/observer/location',
    {
      schema: {
        tags: ['alerts'],
        summary:
          "This session's position while Location Sharing is on (every 30 s). Kept in memory for 2 minutes, never stored or logged.",
        body: ObserverLocationBodySchema,
      },
    },
    async (request, reply) => {
      const { latitude, longitude } = request.body;
      await liveHub.reportPosition(requireIdentity(request), { latitude, longitude });
      return reply.code(HTTP_NO_CONTENT).send();
    },
  );

  app.delete(
    '/api/observer/location',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Location Sharing turned off: forget this session’s position now',
        querystring: EmptyQuerySchema,
      },
    },
    async (request, reply) => {
      await liveHub.forgetPosition(requireIdentity(request));
      return reply.code(HTTP_NO_CONTENT).send();
    },
  );
};
