import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { identityRoutes } from './identity.routes';
import { createIdentityService } from './identity.service';
import { createVerifiedPhoneGuard, type VerifiedPhoneGuard } from './require-verified-phone';

/** The anonymous session (GET/DELETE /api/session) and the verified-phone guard features use. */
export const identityPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, clock, isPhoneHidden } = app;
    app.decorate('requireVerifiedPhone', createVerifiedPhoneGuard({ db, isPhoneHidden }));
    await app.register(identityRoutes, {
      identityService: createIdentityService({ db, now: clock, isPhoneHidden }),
    });
  },
  { name: 'identity', dependencies: ['database', 'decoy'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    requireVerifiedPhone: VerifiedPhoneGuard;
  }
}
