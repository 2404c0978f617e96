import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { watchZonesRoutes } from './watch-zones.routes';
import { createWatchZonesService, type WatchZonesService } from './watch-zones.service';

/** The places an observer chose to be alerted about with the app closed (coarse cells only). */
export const watchZonesPlugin = fp(
  async (app: FastifyInstance) => {
    const watchZones = createWatchZonesService({ db: app.db, clock: app.clock });
    app.decorate('watchZones', watchZones);
    await app.register(watchZonesRoutes, {
      watchZonesService: watchZones,
      requireVerifiedPhone: app.requireVerifiedPhone,
    });
  },
  { name: 'watch-zones', dependencies: ['database', 'identity'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    watchZones: WatchZonesService;
  }
}
