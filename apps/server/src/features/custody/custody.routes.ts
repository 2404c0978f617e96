import { CustodyLogSchema, EmptyQuerySchema, IdParamsSchema } from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../platform/identity/session-cookie';
import type { RecordingsService } from '../recordings/recordings.service';
import type { CustodyService } from './custody.service';

/** A recording's custody log, for its owner (another's answers 404, as a missing one). */
export const custodyRoutes: FastifyPluginAsyncZod<{
  recordingsService: RecordingsService;
  custody: CustodyService;
}> = async (app, { recordingsService, custody }) => {
  app.get(
    '/api/recordings/:id/custody-log',
    {
      schema: {
        tags: ['recordings'],
        summary:
          'Every view, download, export and report of one of this session’s recordings, hash-linked, oldest first.',
        params: IdParamsSchema,
        querystring: EmptyQuerySchema,
        response: { 200: CustodyLogSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const recording = await recordingsService.get(requireIdentity(request), request.params.id);
      return custody.log(recording.id);
    },
  );
};
