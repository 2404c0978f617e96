import { EmptyQuerySchema, type Impact, ImpactSchema } from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { requireIdentity } from '../../platform/identity/session-cookie';
import { countImpact } from './impact.queries';

const SECONDS_PER_HOUR = 3600;

/**
 * P2 §2 "Your Impact", computed (the counters were typed in by hand and never moved):
 * alerts this session responded to, hours it recorded, reports it filed (officials report card
 * and complaints prepared).
 */
export const impactRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/impact',
    {
      schema: {
        tags: ['profile'],
        summary:
          "This session's own impact: alerts responded to, hours recorded, reports filed. Computed from its records.",
        querystring: EmptyQuerySchema,
        response: { 200: ImpactSchema },
      },
    },
    async (request, reply): Promise<Impact> => {
      const counts = await countImpact(db, requireIdentity(request));
      reply.header('cache-control', 'no-store');
      return {
        alertsResponded: counts.alertsResponded,
        // Thousandths of an hour (3.6 s): a first take of half a minute is not "0 hours".
        hoursRecorded: Math.round((counts.secondsRecorded / SECONDS_PER_HOUR) * 1000) / 1000,
        communityHelps: counts.reportsFiled,
      };
    },
  );
};
