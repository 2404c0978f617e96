import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { custodyRoutes } from './custody.routes';

/** Who viewed or downloaded a take, and when: its owner reads the log of their own footage. */
export const custodyPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(custodyRoutes, { recordingsService: app.recordings, custody: app.custody });
  },
  { name: 'custody', dependencies: ['recordings'] },
);
