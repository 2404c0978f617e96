import { EmptyQuerySchema, IdParamsSchema } from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../platform/identity/session-cookie';
import type { EvidenceBundleService } from './evidence-bundle.service';

/** A recording's evidence bundle, for its owner only (another's answers 404). */
export const evidenceBundleRoutes: FastifyPluginAsyncZod<{
  evidenceBundleService: EvidenceBundleService;
}> = async (app, { evidenceBundleService }) => {
  app.get(
    '/api/recordings/:id/evidence-bundle',
    {
      schema: {
        tags: ['recordings'],
        summary:
          'One of this session’s recordings as a ZIP anyone can check offline: each layer’s footage, manifest.json, the signed acknowledgements, the keys, the custody log and a README (npx redzone-verify).',
        params: IdParamsSchema,
        querystring: EmptyQuerySchema,
      },
    },
    async (request, reply) => {
      const { filename, zip } = await evidenceBundleService.build(
        requireIdentity(request),
        request.params.id,
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(zip);
    },
  );
};
