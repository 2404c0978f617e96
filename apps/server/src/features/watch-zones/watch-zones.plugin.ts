import { WATCH_ZONE_TEXTS_PER_DAY } from '@redzone/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createUnreachableTexts, type UnreachableTexts } from './unreachable-texts';
import { watchZonesRoutes } from './watch-zones.routes';
import { createWatchZonesService, type WatchZonesService } from './watch-zones.service';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The places an observer chose to be alerted about with the app closed (coarse cells only), and
 * the text that reaches them when no notification does, if they asked for it.
 */
export const watchZonesPlugin = fp(
  async (app: FastifyInstance) => {
    const watchZones = createWatchZonesService({ db: app.db, clock: app.clock });
    app.decorate('watchZones', watchZones);
    app.decorate(
      'watchZoneTexts',
      createUnreachableTexts({
        db: app.db,
        phoneKeys: app.secrets.phoneKeys,
        sms: app.sms.for('alert_observer'),
        limiter: await app.createLimiter('observer-texts', {
          limit: WATCH_ZONE_TEXTS_PER_DAY,
          windowMs: DAY_MS,
        }),
        geocoder: app.geocoder,
        publicOrigin: app.config.publicUrl ?? `http://localhost:${app.config.port}`,
        log: app.log,
      }),
    );
    await app.register(watchZonesRoutes, {
      watchZonesService: watchZones,
      requireVerifiedPhone: app.requireVerifiedPhone,
    });
  },
  {
    name: 'watch-zones',
    dependencies: ['database', 'identity', 'secrets', 'sms', 'limiters', 'geocoder'],
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    watchZones: WatchZonesService;
    watchZoneTexts: UnreachableTexts;
  }
}
