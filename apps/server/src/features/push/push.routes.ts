import {
  EmptyQuerySchema,
  PushHeldQuerySchema,
  PushHeldSchema,
  PushSubscriptionSchema,
  PushUnsubscribeBodySchema,
  VapidPublicKeySchema,
} from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../platform/identity/session-cookie';
import type { PushSubscriptionsService } from './push.service';

const HTTP_NO_CONTENT = 204;

/** DESIGN.md: Web Push, so an alert reaches an observer whose tab is closed. */
export const pushRoutes: FastifyPluginAsyncZod<{
  pushSubscriptionsService: PushSubscriptionsService;
  vapidPublicKey: string;
}> = async (app, { pushSubscriptionsService, vapidPublicKey }) => {
  app.get(
    '/api/push/vapid-public-key',
    {
      schema: {
        tags: ['push'],
        summary: 'The VAPID public key: the applicationServerKey for pushManager.subscribe',
        querystring: EmptyQuerySchema,
        response: { 200: VapidPublicKeySchema },
      },
    },
    async (_request, reply) => {
      // The same for every instance and rarely changed; revalidated so a new pair is seen.
      reply.header('cache-control', 'no-cache');
      return { publicKey: vapidPublicKey };
    },
  );

  app.post(
    '/api/push/subscriptions',
    {
      schema: {
        tags: ['push'],
        summary:
          "Subscribe this browser to alert pushes for this session (the body is PushSubscription.toJSON()). An identity keeps its 5 newest; the endpoint must be a push service's https URL.",
        body: PushSubscriptionSchema,
      },
    },
    async (request, reply) => {
      await pushSubscriptionsService.subscribe(requireIdentity(request), request.body);
      return reply.code(HTTP_NO_CONTENT).send();
    },
  );

  app.get(
    '/api/push/subscriptions/held',
    {
      schema: {
        tags: ['push'],
        summary:
          "Whether this session's subscription with this endpoint is still held: a push service that answered 404 or 410 had it forgotten, and alerts no longer reach the closed app",
        querystring: PushHeldQuerySchema,
        response: { 200: PushHeldSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        held: await pushSubscriptionsService.isHeld(
          requireIdentity(request),
          request.query.endpoint,
        ),
      };
    },
  );

  app.delete(
    '/api/push/subscriptions',
    {
      schema: {
        tags: ['push'],
        summary: "Unsubscribe: forget this session's subscription with this endpoint (404 if none)",
        body: PushUnsubscribeBodySchema,
      },
    },
    async (request, reply) => {
      await pushSubscriptionsService.unsubscribe(requireIdentity(request), request.body.endpoint);
      return reply.code(HTTP_NO_CONTENT).send();
    },
  );
};
