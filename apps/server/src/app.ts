import { type App, type AppDeps, createFastify } from './composition/app-instance';
import { appContextPlugin } from './composition/app-context.plugin';
import type { Config } from './config';
import { databasePlugin } from './db/database.plugin';
import { accountPlugin } from './features/account/account.plugin';
import { placesPlugin } from './features/agencies/places.plugin';
import { alertsPlugin } from './features/alerts/alerts.plugin';
import { liveBusPlugin } from './features/alerts/live-bus.plugin';
import { clientConfigPlugin } from './features/client-config/client-config.plugin';
import { custodyPlugin } from './features/custody/custody.plugin';
import { decoyPlugin } from './features/decoy/decoy.plugin';
import { contentCredentialsPlugin } from './features/content-credentials/content-credentials.plugin';
import { evidenceBundlePlugin } from './features/evidence-bundle/evidence-bundle.plugin';
import { evidenceKeysPlugin } from './features/evidence-keys/evidence-keys.plugin';
import { evidenceLogPlugin } from './features/evidence-log/evidence-log.plugin';
import { healthPlugin } from './features/health/health.plugin';
import { contactMessagesPlugin } from './features/contact-messages/contact-messages.plugin';
import { impactPlugin } from './features/impact/impact.plugin';
import { lawNotificationsPlugin } from './features/law-notifications/law-notifications.plugin';
import { legalPlugin } from './features/legal/legal.plugin';
import { officersPlugin } from './features/officers/officers.plugin';
import { phonePlugin } from './features/phone/phone.plugin';
import { pinsPlugin } from './features/pins/pins.plugin';
import { pushPlugin } from './features/push/push.plugin';
import { recordingsPlugin } from './features/recordings/recordings.plugin';
import { streamUploadPlugin } from './features/stream-upload/stream-upload.plugin';
import { trustedContactsPlugin } from './features/trusted-contacts/trusted-contacts.plugin';
import { videoReportsPlugin } from './features/video-reports/video-reports.plugin';
import { watchLinksPlugin } from './features/watch/watch-links.plugin';
import { watchPlugin } from './features/watch/watch.plugin';
import { watchZonesPlugin } from './features/watch-zones/watch-zones.plugin';
import { footageStorePlugin } from './platform/footage-store/footage-store.plugin';
import { geocoderPlugin } from './platform/geo/geocoder.plugin';
import { httpPlugin } from './platform/http/http.plugin';
import { identityPlugin } from './platform/identity/identity.plugin';
import { metricsEndpointPlugin, metricsPlugin } from './platform/metrics/metrics.plugin';
import { positionsPlugin } from './platform/observers/positions.plugin';
import { pushSenderPlugin } from './platform/push/push-sender.plugin';
import { limitersPlugin } from './platform/rate-limit/limiters.plugin';
import { secretsPlugin } from './platform/secrets/secrets.plugin';
import { smsPlugin } from './platform/sms/sms.plugin';
import { webAppPlugin } from './platform/web-app/web-app';

export type { App, AppDeps };

/**
 * The whole server as a Fastify instance, not listening: main listens, tests inject. It is the
 * list of what the app is made of, in the order each part needs the ones before it: each part is
 * a plugin that takes what it needs from the instance and decorates it with what it offers
 * (docs/architecture.md shows how to add one).
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const app = createFastify(config, deps);
  try {
    // What everything stands on: configuration and clock, the database, metrics, where footage
    // is kept, keys, limits.
    await app.register(appContextPlugin, { config, deps });
    await app.register(databasePlugin);
    await app.register(metricsPlugin);
    await app.register(footageStorePlugin);
    await app.register(secretsPlugin);
    await app.register(limitersPlugin);
    // Ways out and across: texts, live events, observers' positions, pushes, place names.
    await app.register(smsPlugin);
    await app.register(liveBusPlugin);
    await app.register(positionsPlugin);
    await app.register(pushSenderPlugin);
    await app.register(geocoderPlugin);
    // What every request goes through, before the first route.
    await app.register(httpPlugin);
    await app.register(healthPlugin);
    await app.register(metricsEndpointPlugin);
    await app.register(clientConfigPlugin);
    // The person: the duress PIN's pretence, the session, PINs, account, circle, phone.
    await app.register(decoyPlugin);
    await app.register(identityPlugin);
    await app.register(pinsPlugin);
    await app.register(watchLinksPlugin);
    await app.register(trustedContactsPlugin);
    await app.register(accountPlugin);
    await app.register(phonePlugin);
    await app.register(impactPlugin);
    // Alerts and the observers they reach.
    await app.register(watchZonesPlugin);
    await app.register(pushPlugin);
    await app.register(alertsPlugin);
    // Evidence: keys first (published before the first signature), then the footage.
    await app.register(evidenceKeysPlugin);
    await app.register(evidenceLogPlugin);
    await app.register(recordingsPlugin);
    await app.register(custodyPlugin);
    await app.register(evidenceBundlePlugin);
    await app.register(contentCredentialsPlugin);
    await app.register(watchPlugin);
    await app.register(videoReportsPlugin);
    await app.register(streamUploadPlugin);
    // Knowing one's rights and the officials met.
    await app.register(officersPlugin);
    await app.register(lawNotificationsPlugin);
    await app.register(legalPlugin);
    await app.register(placesPlugin);
    await app.register(contactMessagesPlugin);
    // Last: it owns the catch-all 404 (JSON for /api, index.html for pages).
    await app.register(webAppPlugin, { webDistDir: config.webDistDir });
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
