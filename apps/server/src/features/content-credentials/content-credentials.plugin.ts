import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contentCredentialsRoutes } from './content-credentials.routes';
import { createContentCredentialsService } from './content-credentials.service';
import { manifestTimestamps } from './manifest-timestamps';
import { loadOrCreateSigningCredential } from './signing-credential';

/** Exports of a sealed take as an MP4 with Content Credentials (decision 104). */
export const contentCredentialsPlugin = fp(
  async (app: FastifyInstance) => {
    const credential = await loadOrCreateSigningCredential(app.config.dataDir);
    await app.register(contentCredentialsRoutes, {
      certificatesPem: credential.pem,
      contentCredentialsService: createContentCredentialsService({
        db: app.db,
        recordings: app.recordings,
        custody: app.custody,
        credential,
        clock: app.clock,
        timestamps: manifestTimestamps(app.config.evidence.tsaUrls, app.log),
      }),
    });
  },
  { name: 'content-credentials', dependencies: ['recordings', 'custody'] },
);
