import { type ClientConfig, ClientConfigSchema, EmptyQuerySchema } from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';

/**
 * GET /api/config: the settings the web app reads at run time rather than at build time, so one
 * build serves every deployment (docs/decisions/013). Nothing secret goes in here.
 */
export const clientConfigRoutes: FastifyPluginAsyncZod<{
  map: Config['map'];
  retentionDays: number;
  deleteDelayDays: number;
}> = async (app, { map, retentionDays, deleteDelayDays }) => {
  const body: ClientConfig = {
    map: { tileUrl: map.tileUrl, tileAttribution: map.tileAttribution },
    recordings: { retentionDays, deleteDelayDays },
  };
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['config'],
        summary:
          "The web app's run-time settings: the map tile server and its attribution, and the recordings' retention",
        querystring: EmptyQuerySchema,
        response: { 200: ClientConfigSchema },
      },
    },
    async (_request, reply) => {
      // Changes only with a restart; revalidated so a new tile server is seen at once.
      reply.header('cache-control', 'no-cache');
      return body;
    },
  );
};
