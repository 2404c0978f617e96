import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type AlertPush, createAlertPush } from './alert-push';
import { createPushMetrics } from './push.metrics';
import { pushRoutes } from './push.routes';
import { createPushSubscriptionsService } from './push.service';

/**
 * Web Push for observers whose app is closed: their subscriptions, and the alerts' pushes, sent
 * once by the instance that wrote the event. Closing first waits for the pushes under way (each
 * has a timeout): they update the database, which closes after them, with the sender's threads.
 */
export const pushPlugin = fp(
  async (app: FastifyInstance) => {
    const alertPush = createAlertPush({
      db: app.db,
      positions: app.observerPositions,
      zones: app.watchZones,
      texts: app.watchZoneTexts,
      sender: app.pushSender,
      log: app.log,
      metrics: createPushMetrics(app.metrics.registry),
      publicOrigin: app.config.publicUrl ?? `http://localhost:${app.config.port}`,
    });
    app.addHook('preClose', async () => {
      await alertPush.idle();
    });
    app.decorate('alertPush', alertPush);
    await app.register(pushRoutes, {
      pushSubscriptionsService: createPushSubscriptionsService({
        db: app.db,
        clock: app.clock,
        allowLocalhost: app.config.nodeEnv !== 'production',
      }),
      vapidPublicKey: app.secrets.vapidKeys.publicKey,
    });
  },
  {
    name: 'push',
    dependencies: ['database', 'positions', 'watch-zones', 'push-sender', 'metrics'],
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    alertPush: AlertPush;
  }
}
