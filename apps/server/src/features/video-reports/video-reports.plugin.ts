import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadAgencyDirectory } from '../agencies/agency-directory';
import { videoReportsRoutes } from './video-reports.routes';
import { createVideoReportsService } from './video-reports.service';

/** Complaints prepared from a take for the agencies that serve its place, with their PDF. */
export const videoReportsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(videoReportsRoutes, {
      videoReportsService: createVideoReportsService({
        db: app.db,
        agencies: loadAgencyDirectory,
        clock: app.clock,
        custody: app.custody,
      }),
    });
  },
  { name: 'video-reports', dependencies: ['recordings'] },
);
