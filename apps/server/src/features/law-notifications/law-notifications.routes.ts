import {
  LawNotificationsParamsSchema,
  LawNotificationsQuerySchema,
  LawNotificationsResponseSchema,
} from '@redzone/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptedLanguage } from '../../platform/http/accept-language';
import type { LawNotificationsService } from './law-notifications.service';
import { LAW_LANGUAGES, type LawLanguage } from './law-translations';

const PathQuerySchema = LawNotificationsQuerySchema.pick({ months: true });

/** The texts in the language the app asks for (its Accept-Language), else English. */
function languageOf(request: FastifyRequest): LawLanguage {
  return acceptedLanguage(request.headers['accept-language'], LAW_LANGUAGES) ?? 'en';
}

/**
 * P2 §7 GET /api/law-notifications. The spec's client puts the state in the query key, which its
 * default fetcher joins into the path, so /api/law-notifications/CA answers the same as ?state=CA.
 * Public data, no session needed.
 */
export const lawNotificationsRoutes: FastifyPluginAsyncZod<{
  lawNotificationsService: LawNotificationsService;
}> = async (app, { lawNotificationsService }) => {
  const summary =
    "A state's laws and rulings about policing, stops and recording that took effect in the last 6 months (or `months`) or take effect later, newest first";

  app.get(
    '/api/law-notifications',
    {
      schema: {
        tags: ['legal'],
        summary,
        querystring: LawNotificationsQuerySchema,
        response: { 200: LawNotificationsResponseSchema },
      },
    },
    async (request, reply) => {
      // "This month" moves with the clock and imports change the list: never from a cache.
      reply.header('cache-control', 'no-store');
      reply.header('vary', 'Accept-Language');
      return lawNotificationsService.list(request.query, languageOf(request));
    },
  );

  app.get(
    '/api/law-notifications/:state',
    {
      schema: {
        tags: ['legal'],
        summary,
        params: LawNotificationsParamsSchema,
        querystring: PathQuerySchema,
        response: { 200: LawNotificationsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('vary', 'Accept-Language');
      return lawNotificationsService.list(
        { ...request.query, state: request.params.state },
        languageOf(request),
      );
    },
  );
};
