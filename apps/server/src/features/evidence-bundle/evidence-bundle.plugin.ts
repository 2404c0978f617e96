import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { evidenceBundleRoutes } from './evidence-bundle.routes';
import { createEvidenceBundleService } from './evidence-bundle.service';

/** A take's evidence bundle: footage, chain, signed acknowledgements, keys, for the verifier. */
export const evidenceBundlePlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(evidenceBundleRoutes, {
      evidenceBundleService: createEvidenceBundleService({
        db: app.db,
        recordings: app.recordings,
        custody: app.custody,
        signer: app.secrets.evidenceSigner,
        clock: app.clock,
        evidenceLog: app.evidenceLog,
      }),
    });
  },
  { name: 'evidence-bundle', dependencies: ['recordings', 'evidence-log'] },
);
