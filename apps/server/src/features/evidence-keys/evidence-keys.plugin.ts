import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerEvidenceKey } from './evidence-keys.queries';
import { evidenceKeysRoutes } from './evidence-keys.routes';

/**
 * The server's evidence signing keys, published at /.well-known: this instance's key is stored
 * before it signs anything, so a verifier never meets an unknown key.
 */
export const evidenceKeysPlugin = fp(
  async (app: FastifyInstance) => {
    await registerEvidenceKey(app.db, app.secrets.evidenceSigner, app.clock());
    await app.register(evidenceKeysRoutes, { db: app.db });
  },
  { name: 'evidence-keys', dependencies: ['database', 'secrets'] },
);
