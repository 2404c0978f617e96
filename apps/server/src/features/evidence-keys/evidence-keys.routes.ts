import { EVIDENCE_KEYS_PATH, EmptyQuerySchema, EvidenceKeysSchema } from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { evidenceKeys } from './evidence-keys.service';

/** Anyone may fetch them: they are what makes the server's signatures checkable by others. */
const KEYS_MAX_AGE_SECONDS = 300;

/** The public keys of the evidence signatures, with the period each was used in. */
export const evidenceKeysRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    EVIDENCE_KEYS_PATH,
    {
      schema: {
        tags: ['recordings'],
        summary:
          'Every Ed25519 public key the server signed evidence acknowledgements with, and when (docs/evidence-keys.md).',
        querystring: EmptyQuerySchema,
        response: { 200: EvidenceKeysSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${KEYS_MAX_AGE_SECONDS}`);
      reply.header('access-control-allow-origin', '*');
      return evidenceKeys(db);
    },
  );
};
