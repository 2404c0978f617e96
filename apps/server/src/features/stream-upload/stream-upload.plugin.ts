import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAdminGuard } from '../../platform/identity/admin-token';
import { streamUploadRoutes } from './stream-upload.routes';
import { createStreamUploadService } from './stream-upload.service';

/** The homepage video, uploaded by the operator with ADMIN_TOKEN; disabled without one. */
export const streamUploadPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    await app.register(streamUploadRoutes, {
      streamUploadService: createStreamUploadService({
        db: app.db,
        uploadsDir: config.uploadsDir,
        uploadsEnabled: config.adminToken !== null,
        clock: app.clock,
        storeOnDisk: (bytes, write) => app.storageGuard.storeOther(bytes, write),
      }),
      requireAdmin: createAdminGuard(config.adminToken),
      videosDir: join(config.uploadsDir, 'videos'),
    });
  },
  { name: 'stream-upload', dependencies: ['recordings'] },
);
