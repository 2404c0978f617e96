import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOpaqueTokens } from '../../platform/identity/opaque-token';
import { officersRoutes } from './officers.routes';
import { createOfficersService } from './officers.service';

/** The officials report card: profiles, graded reports from verified phones, search. */
export const officersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(officersRoutes, {
      officersService: createOfficersService({
        db: app.db,
        clock: app.clock,
        tokens: createOpaqueTokens(app.secrets.session),
      }),
      requireVerifiedPhone: app.requireVerifiedPhone,
    });
  },
  { name: 'officers', dependencies: ['database', 'secrets', 'identity'] },
);
