import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { impactRoutes } from './impact.routes';

/** What a person's alerts, responses and recordings came to, for Profile. */
export const impactPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(impactRoutes, { db: app.db });
  },
  { name: 'impact', dependencies: ['database'] },
);
