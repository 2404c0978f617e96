import { randomUUID } from 'node:crypto';
import type { Point } from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { createMemoryEventBus } from '../../platform/events/memory-event-bus';
import { createOfflineGeocoder } from '../../platform/geo/reverse-geocoder';
import { createMetricsRegistry } from '../../platform/metrics/metrics-registry';
import { markIdentityPhoneVerified } from '../../platform/identity/identity.queries';
import { createConsoleSmsProvider } from '../../platform/sms/console-sms-provider';
import { north, randomPlace } from '../../test/alerts';
import { createIsolatedTestApp } from '../../test/create-test-app';
import { describeApi } from '../../test/test-database';
import { createAlertsMetrics } from './alerts.metrics';
import { type AlertsService, createAlertsService } from './alerts.service';
import type { LiveBusMessage } from './live-message';
import { findConcerningAlerts } from './live-replay';
import type { Viewer } from './live-targeting';

const viewerAt = (position: Point | null): Viewer => ({
  userId: `user-${Date.now()}-viewer${randomUUID()}`,
  position,
  positionSeenAtMs: Date.now(),
  delivered: new Set(),
  finished: new Set(),
});

/**
 * A position report asks which active alerts concern the observer; it is answered from the
 * active-alerts snapshot in memory (every observer reports every 30 s). The answer must be the
 * database's, alert for alert and in the same order.
 */
describeApi('alerts concerning a viewer, from memory', () => {
  let app: App;
  let db: Database;
  let service: AlertsService;

  beforeAll(async () => {
    // Its own database: alerts other suites store would reach the database's answer only.
    ({ app, db } = await createIsolatedTestApp());
    const now = () => new Date();
    service = createAlertsService({
      db,
      bus: createMemoryEventBus<LiveBusMessage>(() => undefined),
      clock: now,
      contacts: {
        unsealPhones: () => [],
        confirmedPhones: async () => [],
        toWarn: async () => [],
        senderName: async () => null,
        shownConfirmedCount: async () => ({ count: 0, pretended: false }),
      },
      geocoder: createOfflineGeocoder(),
      positions: { within: async () => [] },
      contactsAlertLimiter: {
        take: async () => null,
        giveBack: async () => undefined,
        uses: async () => 0,
        close: async () => undefined,
      },
      pins: { guard: async () => 'none' },
      claimDuressNotice: async () => false,
      isPhoneHidden: async () => false,
      runLater: (_what, work) => void work(),
      sms: createConsoleSmsProvider({ log: app.log, now }),
      log: app.log,
      metrics: createAlertsMetrics(createMetricsRegistry({ processMetrics: false })),
    });
  });
  afterAll(() => app.close());

  async function createFrom(at: Point): Promise<string> {
    const userId = `user-${Date.now()}-sender${randomUUID()}`;
    await markIdentityPhoneVerified(db, {
      id: userId,
      verifiedAt: new Date(),
      phoneEncrypted: 'sealed',
      phoneHash: `hash-${userId}`,
    });
    const alert = await service.create(userId, {
      ...at,
      location: '100 N Main St, Springfield',
      description: 'Traffic stop',
    });
    return alert.id;
  }

  it('gives the database’s answer for viewers inside one or two radii, beyond them and without a position', async () => {
    const place = randomPlace();
    // Read before the alerts exist: from then on the snapshot follows the service's own events.
    expect(await service.concerning(viewerAt(place), new Date())).toEqual([]);
    const near = await createFrom(place);
    const nearby = await createFrom(north(place, 60));
    const elsewhere = await createFrom(north(place, 5_000));

    const viewers = [
      viewerAt(place),
      viewerAt(north(place, 90)),
      viewerAt(north(place, 150)),
      viewerAt(north(place, 5_000)),
      viewerAt(north(place, 20_000)),
      viewerAt(null),
    ];
    const answers = await Promise.all(
      viewers.map(async (viewer) => {
        const now = new Date();
        const fromMemory = await service.concerning(viewer, now);
        const fromDatabase = await findConcerningAlerts(db, viewer, now);
        expect(fromMemory).toEqual(fromDatabase);
        return fromMemory.map(({ alert }) => alert.id);
      }),
    );
    // Oldest first, like a replay; 100 yards is a fresh alert's radius.
    expect(answers).toEqual([[near, nearby], [near, nearby], [nearby], [elsewhere], [], []]);
  });
});
