import {
  AlertPushMessageSchema,
  distanceMiles,
  type Point,
  WatchZonesSchema,
} from '@redzone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createAlert, eventually, north, randomPlace, respond } from '../../test/alerts';
import { createTestApp } from '../../test/create-test-app';
import {
  asSession,
  startSession,
  startVerifiedSession,
  type TestSession,
} from '../../test/phone-sessions';
import { type PushServiceStandIn, startPushServiceStandIn } from '../../test/push-service-stand-in';
import { describeApi } from '../../test/test-database';
import { decryptPush, subscribeSession, type TestSubscriber } from '../../test/web-push-receiver';

/**
 * People alerted about places they chose while their app is closed. No page is open
 * here at all: what reaches them is what the push service receives.
 */
const SETTLE_MS = 400;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
const METERS_PER_MILE = 1609.344;

describeApi('watch zones (/api/observer/watch-zones)', () => {
  let app: App;
  let pushService: PushServiceStandIn;

  beforeAll(async () => {
    pushService = await startPushServiceStandIn();
    app = await createTestApp();
  });
  afterAll(async () => {
    await pushService.close();
    await app.close();
  });

  const putZones = (who: TestSession, zones: unknown[]) =>
    app.inject({
      method: 'PUT',
      url: '/api/observer/watch-zones',
      payload: { zones },
      ...asSession(who),
    });

  const subscribed = (who: TestSession): Promise<TestSubscriber> =>
    subscribeSession(app, who, pushService.newEndpoint());

  /**
   * A verified person with one zone at `point` and a subscribed browser, and no page open; with
   * the centre of the cell stored, which is what an alert's circle is measured to.
   */
  async function watcherAt(point: Point) {
    const who = await startVerifiedSession(app);
    const stored = await putZones(who, [{ label: 'Home', ...point }]);
    expect(stored.statusCode).toBe(200);
    const [zone] = WatchZonesSchema.parse(stored.json()).zones;
    if (zone === undefined) throw new Error('no zone stored');
    return { who, subscriber: await subscribed(who), centre: zone as Point };
  }

  const pushesOf = (subscriber: TestSubscriber) =>
    pushService.receivedFor(subscriber.json.endpoint);

  describe('the endpoints', () => {
    it('stores each place only as its coarse cell and answers what was stored', async () => {
      const who = await startVerifiedSession(app);
      const home = { latitude: 41.878113, longitude: -87.629799 };
      const response = await putZones(who, [
        { label: 'Home', ...home },
        { label: 'Work', latitude: 41.8827, longitude: -87.6233 },
      ]);
      expect(response.statusCode).toBe(200);
      const { zones } = WatchZonesSchema.parse(response.json());
      expect(zones.map((zone) => zone.label)).toEqual(['Home', 'Work']);
      const [first] = zones;
      if (first === undefined) throw new Error('no zone');
      // Not the point sent, but within the cell's reach of it (about half a kilometre).
      expect(first.latitude).not.toBe(home.latitude);
      expect(distanceMiles(first, home) * METERS_PER_MILE).toBeLessThan(600);
      const read = await app.inject({
        method: 'GET',
        url: '/api/observer/watch-zones',
        ...asSession(who),
      });
      expect(WatchZonesSchema.parse(read.json())).toEqual({ zones, textWhenUnreachable: false });
      expect(read.body).not.toContain(String(home.latitude));
    });

    it('refuses bad coordinates, a fourth place, and a phone that is not verified', async () => {
      const who = await startVerifiedSession(app);
      const place = { label: 'Home', latitude: 34.1, longitude: -118.3 };
      expect((await putZones(who, [{ ...place, latitude: 123 }])).statusCode).toBe(400);
      expect((await putZones(who, [{ ...place, label: ' ' }])).statusCode).toBe(400);
      const four = await putZones(who, [place, place, place, place]);
      expect(four.statusCode).toBe(400);
      expect(four.json()).toMatchObject({ code: 'validation_failed' });
      const unverified = await startSession(app);
      expect((await putZones(unverified, [place])).statusCode).toBe(403);
    });
  });

  describe('pushes while the app is closed', () => {
    it('pushes an alert to a watcher whose zone it touches, once, and not to one whose zone is far', async () => {
      const near = await watcherAt(randomPlace());
      const at = near.centre;
      const far = await watcherAt(north(at, 5_000));
      const alert = await createAlert(app, await startVerifiedSession(app), at);
      const [push] = await eventually(() => {
        const received = pushesOf(near.subscriber);
        if (received.length === 0) throw new Error('no push yet');
        return received;
      });
      if (push === undefined) throw new Error('no push');
      expect(push.headers.urgency).toBe('high');
      const message = AlertPushMessageSchema.parse(
        JSON.parse(decryptPush(near.subscriber, push.body)),
      );
      expect(message).toMatchObject({ type: 'alert.created', alertId: alert.id });
      await settle();
      expect(pushesOf(near.subscriber)).toHaveLength(1);
      expect(pushesOf(far.subscriber)).toHaveLength(0);
    });

    it('pushes a zone the growing radius newly covers once, and nothing after the zones are cleared', async () => {
      const later = await watcherAt(randomPlace());
      const cleared = await watcherAt(later.centre);
      // 1,100 yards (1 km) south of the zone's centre: beyond the first 100 yards and a cell's
      // reach, within 600 yards and one.
      const at = north(later.centre, -1_100);
      const gone = await app.inject({
        method: 'DELETE',
        url: '/api/observer/watch-zones',
        ...asSession(cleared.who),
      });
      expect(gone.statusCode).toBe(204);
      const creator = await startVerifiedSession(app);
      const alert = await createAlert(app, creator, at);
      await settle();
      expect(pushesOf(later.subscriber)).toHaveLength(0);
      // Responders grow the radius step by step, up to a mile.
      for (let responder = 0; responder < 30; responder += 1) {
        await respond(app, await startVerifiedSession(app), alert.id);
      }
      await eventually(() => {
        if (pushesOf(later.subscriber).length === 0) throw new Error('no push yet');
      }, 10_000);
      await settle();
      expect(pushesOf(later.subscriber)).toHaveLength(1);
      expect(pushesOf(cleared.subscriber)).toHaveLength(0);
    });
  });
});
