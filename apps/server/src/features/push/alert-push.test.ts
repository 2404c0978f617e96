import {
  ALERT_PHRASE,
  ALERT_RADIUS_GROWTH_PER_OBSERVERS,
  AlertPushMessageSchema,
  type Point,
  PUSH_ALERT_URL,
  PUSH_TTL_SECONDS,
  VapidPublicKeySchema,
} from '@redzone/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { pushSubscriptions } from '../../db/schema';
import {
  createAlert,
  eventually,
  north,
  randomPlace,
  reportPosition,
  respond,
} from '../../test/alerts';
import { saveConfirmedCircle } from '../../test/contacts';
import { createTestAppWithDatabase } from '../../test/create-test-app';
import { sample, scrape, TEST_METRICS_TOKEN } from '../../test/metrics';
import { startSession, startVerifiedSession, type TestSession } from '../../test/phone-sessions';
import {
  type PushServiceStandIn,
  type ReceivedPush,
  startPushServiceStandIn,
} from '../../test/push-service-stand-in';
import { describeApi } from '../../test/test-database';
import {
  createSubscriber,
  decryptPush,
  subscribeSession,
  type TestSubscriber,
  verifyVapid,
} from '../../test/web-push-receiver';

/** Time for a push that is not coming to have arrived, after one sent in the same pass did. */
const SETTLE_MS = 300;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

describeApi('alert pushes (Web Push to a local push service)', () => {
  let app: App;
  let db: Database;
  let pushService: PushServiceStandIn;
  let vapidPublicKey: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    pushService = await startPushServiceStandIn();
    ({ app, db } = await createTestAppWithDatabase(
      { LOG_LEVEL: 'debug', METRICS_TOKEN: TEST_METRICS_TOKEN },
      { logStream: { write: (line) => void logLines.push(line) } },
    ));
    const response = await app.inject({ method: 'GET', url: '/api/push/vapid-public-key' });
    vapidPublicKey = VapidPublicKeySchema.parse(response.json()).publicKey;
  });
  // The stand-in first: a message it holds unanswered would otherwise hold the app's close.
  afterAll(async () => {
    await pushService.close();
    await app.close();
  });

  /** A session whose browser is subscribed to pushes on the stand-in. */
  const subscribed = (who: TestSession): Promise<TestSubscriber> =>
    subscribeSession(app, who, pushService.newEndpoint());

  /** An observer last seen at a point, subscribed, with no tab open. */
  async function observerAt(point: Point) {
    const who = await startSession(app);
    await reportPosition(app, who, point);
    return { who, subscriber: await subscribed(who) };
  }

  async function pushesTo(subscriber: TestSubscriber, count = 1): Promise<ReceivedPush[]> {
    return eventually(() => {
      const received = pushService.receivedFor(subscriber.json.endpoint);
      if (received.length < count) throw new Error(`${received.length} of ${count} pushes`);
      return received;
    });
  }

  /** Checks the message as a browser would (VAPID, decryption) and returns what it says. */
  function open(push: ReceivedPush, subscriber: TestSubscriber) {
    verifyVapid(push.headers.authorization, {
      endpoint: subscriber.json.endpoint,
      publicKey: vapidPublicKey,
    });
    return AlertPushMessageSchema.parse(JSON.parse(decryptPush(subscriber, push.body)));
  }

  it('pushes one encrypted, VAPID-signed message about the alert to a subscribed observer in range', async () => {
    const at = randomPlace();
    const { subscriber } = await observerAt(north(at, 60));
    const creator = await startVerifiedSession(app);
    const alert = await createAlert(app, creator, at, {
      location: '200 W Olive Ave, Burbank',
      description: 'Traffic stop',
    });

    const [push, ...more] = await pushesTo(subscriber);
    await settle();
    expect(more).toEqual([]);
    expect(pushService.receivedFor(subscriber.json.endpoint)).toHaveLength(1);
    expect(push?.method).toBe('POST');
    expect(push?.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: String(PUSH_TTL_SECONDS),
      urgency: 'high',
      topic: alert.id.replaceAll('-', ''),
    });
    if (push === undefined) throw new Error('no push');
    expect(
      verifyVapid(push.headers.authorization, {
        endpoint: subscriber.json.endpoint,
        publicKey: vapidPublicKey,
      }),
    ).toMatchObject({ aud: pushService.origin, sub: 'mailto:admin@localhost' });
    // Only this browser's keys open it.
    expect(() => decryptPush(createSubscriber(subscriber.json.endpoint), push.body)).toThrow();
    expect(() =>
      verifyVapid(push.headers.authorization, {
        endpoint: subscriber.json.endpoint,
        publicKey: createSubscriber('https://push.example.net/x').json.keys.p256dh,
      }),
    ).toThrow(/k is not the server public key/);
    expect(open(push, subscriber)).toEqual({
      type: 'alert.created',
      alertId: alert.id,
      title: ALERT_PHRASE,
      location: '200 W Olive Ave, Burbank',
      description: 'Traffic stop',
      latitude: at.latitude,
      longitude: at.longitude,
      isVip: false,
      url: PUSH_ALERT_URL,
      // The same as a notification Safari shows without waking the worker; a tap opens the
      // alerts on the app's own address.
      web_push: 8030,
      notification: {
        title: ALERT_PHRASE,
        body: '200 W Olive Ave, Burbank',
        navigate: expect.stringMatching(
          /^http:\/\/localhost:\d+\/alerts\?seen=[0-9a-f-]{36}$/,
        ) as string,
        tag: alert.id,
        lang: 'en',
        requireInteraction: true,
      },
    });
  });

  it('pushes nothing to a subscribed observer out of range', async () => {
    const at = randomPlace();
    const near = await observerAt(north(at, 50));
    const far = await observerAt(north(at, 400));
    await createAlert(app, await startVerifiedSession(app), at);
    await pushesTo(near.subscriber);
    await settle();
    expect(pushService.receivedFor(far.subscriber.json.endpoint)).toEqual([]);
  });

  it('pushes nothing to the creator of the alert, wherever they are', async () => {
    const at = randomPlace();
    const near = await observerAt(north(at, 50));
    const creator = await startVerifiedSession(app);
    await reportPosition(app, creator, at);
    const creatorsBrowser = await subscribed(creator);
    await createAlert(app, creator, at);
    await pushesTo(near.subscriber);
    await settle();
    expect(pushService.receivedFor(creatorsBrowser.json.endpoint)).toEqual([]);
  });

  it('pushes a VIP alert to a subscribed trusted contact far away, and once when also in range', async () => {
    const contact = await startVerifiedSession(app);
    const contactsBrowser = await subscribed(contact);
    const creator = await startVerifiedSession(app);
    // The contact agreed.
    await saveConfirmedCircle(app, creator, [contact.e164]);
    const at = randomPlace();
    const fiftyMiles = north(at, 50 * 1760);
    await reportPosition(app, contact, fiftyMiles);
    const stranger = await observerAt(fiftyMiles);
    const alert = await createAlert(app, creator, at);

    const [push] = await pushesTo(contactsBrowser);
    if (push === undefined) throw new Error('no push');
    expect(open(push, contactsBrowser)).toMatchObject({ alertId: alert.id, isVip: true });
    await settle();
    expect(pushService.receivedFor(contactsBrowser.json.endpoint)).toHaveLength(1);
    expect(pushService.receivedFor(stranger.subscriber.json.endpoint)).toEqual([]);

    // A recipient and inside the radius: still one message for the alert.
    await reportPosition(app, contact, north(at, 40));
    const second = await createAlert(app, creator, at);
    const pushes = await pushesTo(contactsBrowser, 2);
    await settle();
    expect(pushService.receivedFor(contactsBrowser.json.endpoint)).toHaveLength(2);
    const last = pushes[1];
    if (last === undefined) throw new Error('no second push');
    expect(open(last, contactsBrowser)).toMatchObject({ alertId: second.id });
  });

  it('pushes to the observers a growing radius newly covers, and not again to the others', async () => {
    const at = randomPlace();
    const inner = await observerAt(north(at, 50));
    const outer = await observerAt(north(at, 150));
    const alert = await createAlert(app, await startVerifiedSession(app), at);
    await pushesTo(inner.subscriber);
    for (let i = 0; i < ALERT_RADIUS_GROWTH_PER_OBSERVERS; i++) {
      const responder = await startVerifiedSession(app);
      expect((await respond(app, responder, alert.id)).statusCode).toBe(200);
    }
    const [push] = await pushesTo(outer.subscriber);
    if (push === undefined) throw new Error('no push');
    expect(open(push, outer.subscriber)).toMatchObject({ alertId: alert.id });
    await settle();
    expect(pushService.receivedFor(inner.subscriber.json.endpoint)).toHaveLength(1);
  });

  it('forgets a subscription the push service answers 410 Gone, and keeps one it answers 500', async () => {
    const at = randomPlace();
    const gone = await observerAt(north(at, 30));
    const failing = await observerAt(north(at, 60));
    pushService.answerFor(gone.subscriber.json.endpoint, 410);
    pushService.answerFor(failing.subscriber.json.endpoint, 500);
    await createAlert(app, await startVerifiedSession(app), at);
    await pushesTo(gone.subscriber);
    await pushesTo(failing.subscriber);
    const rowsFor = (endpoint: string) =>
      db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    await eventually(async () => {
      expect(await rowsFor(gone.subscriber.json.endpoint)).toEqual([]);
    });
    expect(await rowsFor(failing.subscriber.json.endpoint)).toHaveLength(1);
  });

  it('counts pushes sent and those refused, by the push service’s status (GET /metrics)', async () => {
    const counts = async () => {
      const text = await scrape(app);
      return {
        sent: sample(text, 'redzone_push_sent_total') ?? 0,
        gone: sample(text, 'redzone_push_failed_total', { status: '410' }) ?? 0,
        failing: sample(text, 'redzone_push_failed_total', { status: '503' }) ?? 0,
      };
    };
    // Answers to the earlier tests' pushes may still be on their way to the counters.
    await settle();
    const before = await counts();
    const at = randomPlace();
    const accepted = await observerAt(north(at, 20));
    const gone = await observerAt(north(at, 40));
    const failing = await observerAt(north(at, 60));
    pushService.answerFor(gone.subscriber.json.endpoint, 410);
    pushService.answerFor(failing.subscriber.json.endpoint, 503);
    await createAlert(app, await startVerifiedSession(app), at);
    await Promise.all([accepted, gone, failing].map(({ subscriber }) => pushesTo(subscriber)));
    await eventually(async () => {
      expect(await counts()).toEqual({
        sent: before.sent + 1,
        gone: before.gone + 1,
        failing: before.failing + 1,
      });
    });
  });

  it('acknowledges the alert without waiting for a push service that never answers', async () => {
    const at = randomPlace();
    const stuck = await observerAt(north(at, 30));
    pushService.answerFor(stuck.subscriber.json.endpoint, 'hang');
    const started = Date.now();
    await createAlert(app, await startVerifiedSession(app), at);
    expect(Date.now() - started).toBeLessThan(2_000);
    await pushesTo(stuck.subscriber);
  });

  it('never writes an endpoint or a subscription key to the log', async () => {
    const at = randomPlace();
    const gone = await observerAt(north(at, 30));
    pushService.answerFor(gone.subscriber.json.endpoint, 410);
    await createAlert(app, await startVerifiedSession(app), at);
    await pushesTo(gone.subscriber);
    await eventually(() => {
      expect(logLines.join('\n')).toContain('push subscription gone');
    });
    const log = logLines.join('\n');
    const path = new URL(gone.subscriber.json.endpoint).pathname;
    expect(log).not.toContain(path);
    expect(log).not.toContain(gone.subscriber.json.keys.p256dh);
    expect(log).not.toContain(gone.subscriber.json.keys.auth);
  });
});
