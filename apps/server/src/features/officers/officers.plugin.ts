import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOpaqueTokens } from '../../platform/identity/opaque-token';
import { officersRoutes } from './officers.routes';
import { createOfficersService } from './officers.service';
import { restoreWithdrawnReports } from './report-withdrawal';

/** The officials report card: profiles, graded reports from verified phones, search. */
export const officersPlugin = fp(
  async (app: FastifyInstance) => {
    const { decoys } = app;
    // A report the duress PIN withdrew comes back with the stop PIN (docs/decisions/088).
    decoys.whenCleared((userId) => restoreWithdrawnReports(app.db, userId));
    await app.register(officersRoutes, {
      officersService: createOfficersService({
        db: app.db,
        clock: app.clock,
        tokens: createOpaqueTokens(app.secrets.session),
        pins: app.pins,
        decoys: {
          officersRemovedFor: async (userId) => (await decoys.of(userId))?.officersRemoved ?? [],
          pretendOfficerRemoved: (userId, officerId) =>
            decoys.pretendOfficerRemoved(userId, officerId),
          pretendWithdrawn: (userId) => decoys.pretendWithdrawn(userId),
        },
      }),
      requireVerifiedPhone: app.requireVerifiedPhone,
    });
  },
  { name: 'officers', dependencies: ['database', 'secrets', 'identity', 'decoy', 'pins'] },
);
