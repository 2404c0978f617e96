import {
  ALERT_PHRASE,
  type Point,
  SmsOutboxSchema,
  WATCH_ZONE_TEXTS_PER_DAY,
  WatchZonesSchema,
} from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createAlert, eventually } from '../../test/alerts';
import { createTestApp } from '../../test/create-test-app';
import {
  asSession,
  latestCode,
  requestCode,
  startSession,
  startVerifiedSession,
  submitCode,
  type TestSession,
} from '../../test/phone-sessions';
import { type PushServiceStandIn, startPushServiceStandIn } from '../../test/push-service-stand-in';
import { describeApi } from '../../test/test-database';
import { subscribeSession } from '../../test/web-push-receiver';

/** Time for a text that is not coming to have been sent, after the push pass ended. */
const SETTLE_MS = 500;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/**
 * A place in the San Fernando Valley, about 3.7 km east of the last one: no two watchers share a
 * zone or an alert's reach, so each alert concerns only the watcher it is sent to.
 */
let placed = 0;
function apart(): Point {
  placed += 1;
  return { latitude: 34.18 + Math.random() * 0.002, longitude: -118.6 + placed * 0.034 };
}

describeApi('texts to a watch-zone observer whom no notification reaches', () => {
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

  const putZones = (who: TestSession, body: object) =>
    app.inject({
      method: 'PUT',
      url: '/api/observer/watch-zones',
      payload: body,
      ...asSession(who),
    });

  /** A verified watcher with one zone; where the server put the zone's centre. */
  async function watcher(textWhenUnreachable?: boolean) {
    const who = await startVerifiedSession(app);
    const response = await putZones(who, {
      zones: [{ label: 'Home', ...apart() }],
      ...(textWhenUnreachable === undefined ? {} : { textWhenUnreachable }),
    });
    expect(response.statusCode).toBe(200);
    const stored = WatchZonesSchema.parse(response.json());
    expect(stored.textWhenUnreachable).toBe(textWhenUnreachable ?? false);
    const [zone] = stored.zones;
    if (zone === undefined) throw new Error('no zone stored');
    return { who, centre: { latitude: zone.latitude, longitude: zone.longitude } };
  }

  async function alertTexts(e164: string): Promise<string[]> {
    const response = await app.inject({
      method: 'GET',
      url: `/api/dev/sms-outbox?phone=${encodeURIComponent(e164)}`,
    });
    return SmsOutboxSchema.parse(response.json())
      .map((message) => message.body)
      .filter((body) => body.startsWith(ALERT_PHRASE));
  }

  const textedOnce = (e164: string) =>
    eventually(async () => {
      const texts = await alertTexts(e164);
      if (texts.length === 0) throw new Error('no text yet');
      return texts;
    });

  it('one who asked and has no subscription is texted once: the place, the app, and why', async () => {
    const observer = await watcher(true);
    await createAlert(app, await startVerifiedSession(app), observer.centre);
    const [text] = await textedOnce(observer.who.e164);
    expect(text).toMatch(
      /^RED ZONE ALERT near [A-Z][A-Za-z ]+, CA 9\d{4}: someone may need a witness\./,
    );
    expect(text).toContain('/alerts');
    expect(text).toContain('no notification reached your phone');
    // Never the alert's coordinates, nor anything typed with it.
    expect(text).not.toContain(observer.centre.latitude.toFixed(3));
    expect(text).not.toContain('Traffic stop');
    await settle();
    expect(await alertTexts(observer.who.e164)).toHaveLength(1);
  });

  it('one whose subscriptions are all gone (410) is texted; one a push reached is not', async () => {
    const gone = await watcher(true);
    const endpoint = pushService.newEndpoint();
    await subscribeSession(app, gone.who, endpoint);
    pushService.answerFor(endpoint, 410);
    const reached = await watcher(true);
    await subscribeSession(app, reached.who, pushService.newEndpoint());
    const creator = await startVerifiedSession(app);
    await createAlert(app, creator, gone.centre);
    await createAlert(app, creator, reached.centre);
    await textedOnce(gone.who.e164);
    await settle();
    expect(pushService.receivedFor(endpoint)).toHaveLength(1);
    expect(await alertTexts(reached.who.e164)).toHaveLength(0);
  });

  it('one whose number was since verified on someone else’s phone is never texted at it', async () => {
    // A number changes hands (a new phone, a recycled number): its new holder verifies it, and
    // the observer who asked for texts no longer holds it. Their zones text no one.
    const observer = await watcher(true);
    const newHolder = await startSession(app);
    const sent = await requestCode(app, newHolder, observer.who.e164);
    expect(sent.statusCode).toBe(200);
    const code = await latestCode(app, observer.who.e164);
    expect((await submitCode(app, newHolder, observer.who.e164, code)).statusCode).toBe(200);
    await createAlert(app, await startVerifiedSession(app), observer.centre);
    await settle();
    expect(await alertTexts(observer.who.e164)).toHaveLength(0);
  });

  it('one who did not ask, or turned it off, or cleared the zones, is never texted', async () => {
    const never = await watcher();
    const turnedOff = await watcher(true);
    const off = await putZones(turnedOff.who, {
      zones: [{ label: 'Home', ...turnedOff.centre }],
      textWhenUnreachable: false,
    });
    expect(WatchZonesSchema.parse(off.json()).textWhenUnreachable).toBe(false);
    const cleared = await watcher(true);
    const centre = cleared.centre;
    await app.inject({
      method: 'DELETE',
      url: '/api/observer/watch-zones',
      ...asSession(cleared.who),
    });
    // Zones again, the choice not given: it stays as clearing left it (off).
    const again = await putZones(cleared.who, { zones: [{ label: 'Home', ...centre }] });
    expect(WatchZonesSchema.parse(again.json()).textWhenUnreachable).toBe(false);

    const creator = await startVerifiedSession(app);
    for (const place of [never.centre, turnedOff.centre, centre]) {
      await createAlert(app, creator, place);
    }
    await settle();
    for (const who of [never.who, turnedOff.who, cleared.who]) {
      expect(await alertTexts(who.e164)).toHaveLength(0);
    }
  });

  it(`an observer is texted at most ${WATCH_ZONE_TEXTS_PER_DAY} times a day`, async () => {
    const observer = await watcher(true);
    // Each sender may send 3 alerts in 10 minutes.
    const senders = await Promise.all([1, 2, 3].map(() => startVerifiedSession(app)));
    for (let alert = 0; alert < WATCH_ZONE_TEXTS_PER_DAY + 2; alert += 1) {
      const sender = senders[alert % senders.length];
      if (sender === undefined) throw new Error('no sender');
      await createAlert(app, sender, observer.centre);
    }
    await eventually(async () => {
      const texts = await alertTexts(observer.who.e164);
      if (texts.length < WATCH_ZONE_TEXTS_PER_DAY) throw new Error(`${texts.length} texts`);
    }, 10_000);
    await settle();
    expect(await alertTexts(observer.who.e164)).toHaveLength(WATCH_ZONE_TEXTS_PER_DAY);
  });
});
