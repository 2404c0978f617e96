import {
  ALERT_LIST_RATE_LIMIT_PER_ADDRESS,
  ALERT_LIST_RATE_LIMIT_PER_SESSION,
  ALERT_LIST_RATE_LIMIT_WINDOW_MS,
  CONTACTS_ALERT_RATE_LIMIT,
  CONTACTS_ALERT_RATE_LIMIT_WINDOW_MS,
  DRILLS_PER_NUMBER_PER_DAY,
} from '@redzone/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readOpenFileLimit } from '../../platform/system/open-file-limit';
import { acknowledgementsRoutes } from './acknowledgements.routes';
import { createAcknowledgementsService } from './acknowledgements.service';
import { createAlertDrill } from './alert-drill';
import { createAlertsMetrics } from './alerts.metrics';
import { alertsRoutes } from './alerts.routes';
import { type AlertsService, createAlertsService } from './alerts.service';
import { startExpirySweep } from './expiry-sweep';
import { createLiveHub } from './live-hub';
import { liveRoutes } from './live.routes';
import { createStreamCaps, defaultStreamCap } from './stream-caps';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Alerts: creating, listing, responding, acknowledging, ending (with the PINs), the drill, the
 * live event streams, and the sweep that tells observers of the alerts that expired.
 */
export const alertsPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, clock, liveBus: bus, observerPositions: positions, appDeps } = app;
    const metrics = createAlertsMetrics(app.metrics.registry);
    const acknowledgements = createAcknowledgementsService({
      db,
      bus,
      clock,
      positions,
      zones: app.watchZones,
      log: app.log,
    });
    const alerts = createAlertsService({
      db,
      bus,
      clock,
      pins: app.pins,
      claimDuressNotice: app.pins.claimDuressNotice,
      isPhoneHidden: app.isPhoneHidden,
      watchLinkFor: app.watchLinkFor,
      runLater: app.background.run,
      onResponded: (userId, alertId) => acknowledgements.responded(userId, alertId),
      contacts: app.trustedContacts,
      positions,
      contactsAlertLimiter: await app.createLimiter('contacts-alerts', {
        limit: CONTACTS_ALERT_RATE_LIMIT,
        windowMs: CONTACTS_ALERT_RATE_LIMIT_WINDOW_MS,
      }),
      sms: app.sms.toContacts,
      geocoder: app.geocoder,
      log: app.log,
      metrics,
      listeners: [app.alertPush.listener],
    });
    app.decorate('alerts', alerts);
    // A duress PIN typed for any act, anywhere in the app: the contacts hear of it.
    app.pins.whenDuress((userId) =>
      app.background.run('telling contacts of a duress', () => alerts.duressUsed(userId)),
    );
    const liveHub = createLiveHub({
      db,
      bus,
      positions,
      concerningAlerts: alerts.concerning,
      clock,
      log: app.log,
      metrics,
    });
    const stopExpirySweep = startExpirySweep(alerts, app.log, appDeps.alertExpirySweepMs);
    // Open event streams would keep the server from closing; the sweep must not outlive the db.
    app.addHook('preClose', async () => {
      stopExpirySweep();
      liveHub.closeAll();
    });
    const list = appDeps.alertListRateLimit;
    const window = { windowMs: ALERT_LIST_RATE_LIMIT_WINDOW_MS };
    await app.register(alertsRoutes, {
      alertsService: alerts,
      requireVerifiedPhone: app.requireVerifiedPhone,
      listLimiters: {
        bySession: await app.createLimiter('alert-lists', {
          limit: list?.perSession ?? ALERT_LIST_RATE_LIMIT_PER_SESSION,
          ...window,
        }),
        byAddress: await app.createLimiter('alert-lists-address', {
          limit: list?.perAddress ?? ALERT_LIST_RATE_LIMIT_PER_ADDRESS,
          ...window,
        }),
      },
      drill: createAlertDrill({
        positions,
        contacts: app.trustedContacts,
        limiter: await app.createLimiter('drills', {
          limit: DRILLS_PER_NUMBER_PER_DAY,
          windowMs: DAY_MS,
        }),
      }),
    });
    await app.register(acknowledgementsRoutes, { acknowledgementsService: acknowledgements });
    await app.register(liveRoutes, {
      liveHub,
      streamCaps: createStreamCaps({
        perAddress: app.config.liveStreams.perAddress,
        total: app.config.liveStreams.max ?? defaultStreamCap(readOpenFileLimit()),
      }),
    });
  },
  {
    name: 'alerts',
    dependencies: [
      'live-bus',
      'positions',
      'pins',
      'trusted-contacts',
      'watch-links',
      'watch-zones',
      'push',
      'sms',
      'geocoder',
      'identity',
    ],
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    alerts: AlertsService;
  }
}
