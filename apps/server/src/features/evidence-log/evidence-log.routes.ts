import {
  EmptyQuerySchema,
  EvidenceLogConsistencyQuerySchema,
  EvidenceLogConsistencySchema,
  EvidenceLogInclusionQuerySchema,
  EvidenceLogInclusionSchema,
  EvidenceLogTreeHeadSchema,
} from '@redzone/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EvidenceLog } from './evidence-log.service';

/** Anyone may read the log: checking it without trusting the operator is its purpose. */
function isPublic(reply: FastifyReply, maxAgeSeconds: number): void {
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}`);
  reply.header('access-control-allow-origin', '*');
}

/** The evidence log's signed tree heads and the proofs between them (RFC 9162 section 2.1). */
export const evidenceLogRoutes: FastifyPluginAsyncZod<{ log: EvidenceLog }> = async (
  app,
  { log },
) => {
  app.get(
    '/api/evidence-log/tree-head',
    {
      schema: {
        tags: ['recordings'],
        summary:
          "The evidence log's latest signed tree head: its size and root over every sealed layer logged so far, signed with a key of /.well-known/redzone-evidence-keys.json, with the tokens of the time-stamping authorities that have countersigned it (decision 100).",
        querystring: EmptyQuerySchema,
        response: { 200: EvidenceLogTreeHeadSchema },
      },
    },
    async (_request, reply) => {
      isPublic(reply, 5);
      return log.latestHead();
    },
  );

  app.get(
    '/api/evidence-log/consistency',
    {
      schema: {
        tags: ['recordings'],
        summary:
          'The proof that the log of `second` entries extends the log of `first` (RFC 9162 section 2.1.4): a log that dropped or rewrote an entry has none.',
        querystring: EvidenceLogConsistencyQuerySchema,
        response: { 200: EvidenceLogConsistencySchema },
      },
    },
    async (request, reply) => {
      const { first, second } = request.query;
      const proof = await log.consistency(first, second);
      // Between two signed sizes the proof never changes.
      isPublic(reply, 3600);
      return { first, second, proof };
    },
  );

  app.get(
    '/api/evidence-log/inclusion',
    {
      schema: {
        tags: ['recordings'],
        summary:
          'The audit path of entry `leafIndex` in the signed tree head of `treeSize` entries (RFC 9162 section 2.1.3).',
        querystring: EvidenceLogInclusionQuerySchema,
        response: { 200: EvidenceLogInclusionSchema },
      },
    },
    async (request, reply) => {
      const { leafIndex, treeSize } = request.query;
      const inclusion = await log.inclusion(leafIndex, treeSize);
      isPublic(reply, 3600);
      return inclusion;
    },
  );
};
