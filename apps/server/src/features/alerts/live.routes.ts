import {
  EmptyQuerySchema,
  LIVE_STREAMS_RETRY_AFTER_SECONDS,
  LiveEventsQuerySchema,
  ObserverLocationBodySchema,
} from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import { addressGroup } from '../../platform/http/client-address';
import { requireIdentity } from '../../platform/identity/session-cookie';
import type { LiveHub } from './live-hub';
import type { StreamCaps, StreamRefusal } from './stream-caps';

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

/** How often a kind of refusal is logged at most: a flood must not flood the log too. */
const REFUSAL_LOG_INTERVAL_MS = 10_000;

function refusalError(refusal: StreamRefusal): AppError {
  const retryAfterSeconds = LIVE_STREAMS_RETRY_AFTER_SECONDS;
  if (refusal === 'server') {
    return new AppError(
      HTTP_STATUS.serviceUnavailable,
      'server_busy',
      'The server has too many live connections. Try again in a minute.',
      { retryAfterSeconds },
    );
  }
  return new AppError(
    HTTP_STATUS.tooManyRequests,
    'too_many_streams',
    refusal === 'session'
      ? 'Too many live connections from this device. Close other Red Zone tabs and try again.'
      : 'Too many live connections from this network. Try again in a minute.',
    { retryAfterSeconds },
  );
}

/** DESIGN.md: the event stream and the observer positions it is targeted by. */
export const liveRoutes: FastifyPluginAsyncZod<{
  liveHub: LiveHub;
  streamCaps: StreamCaps;
}> = async (app, { liveHub, streamCaps }) => {
  const lastLogged = new Map<StreamRefusal, { atMs: number; refused: number }>();
  function logRefusal(refusal: StreamRefusal): void {
    const entry = lastLogged.get(refusal) ?? { atMs: 0, refused: 0 };
    entry.refused += 1;
    lastLogged.set(refusal, entry);
    const nowMs = Date.now();
    if (nowMs - entry.atMs < REFUSAL_LOG_INTERVAL_MS) return;
    app.log.warn(
      { cap: refusal, refused: entry.refused, open: streamCaps.open },
      'live event streams refused: cap reached',
    );
    entry.atMs = nowMs;
    entry.refused = 0;
  }

  app.get(
    '/api/events',
    {
      schema: {
        tags: ['alerts'],
        summary:
          'Server-sent events for this session: alert.created, alert.updated, alert.ended (data: LiveEvent JSON); to an alert’s sender also alert.acknowledged (the counts, without an id: re-read them on reconnect). Resumes after Last-Event-ID (header, or lastEventId in the query).',
        querystring: LiveEventsQuerySchema,
        response: {
          200: {
            description:
              'A text/event-stream that stays open; heartbeat comments every 15 s. 429 past the streams of one session or address, 503 past the server’s.',
            content: { 'text/event-stream': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const userId = requireIdentity(request);
      const lastEventId = resumeFrom(request.headers['last-event-id'], request.query.lastEventId);
      // Every stream is an open file; past the caps the answer is 429 or 503.
      const place = streamCaps.acquire({ userId, address: addressGroup(request.ip) });
      if (typeof place === 'string') {
        logRefusal(place);
        throw refusalError(place);
      }
      reply.raw.once('close', place.release);
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
