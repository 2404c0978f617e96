import { randomUUID } from 'node:crypto';
import { PUSH_SUBSCRIPTIONS_PER_IDENTITY, VapidPublicKeySchema } from '@redzone/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { pushSubscriptions } from '../../db/schema';
import { createTestAppWithDatabase } from '../../test/create-test-app';
import { asSession, startSession, type TestSession } from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';
import { createSubscriber } from '../../test/web-push-receiver';

/** Endpoints as browsers' push services hand them out; nothing is ever sent to them here. */
function pushServiceEndpoint(): string {
  return `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
}

describeApi('push subscriptions (/api/push)', () => {
  let app: App;
  let db: Database;
  beforeAll(async () => {
    ({ app, db } = await createTestAppWithDatabase());
  });
  afterAll(() => app.close());

  function subscribe(who: TestSession | null, body: unknown) {
    return app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: body as Record<string, unknown>,
      ...(who === null ? {} : asSession(who)),
    });
  }

  function unsubscribe(who: TestSession, endpoint: string) {
    return app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: { endpoint },
      ...asSession(who),
    });
  }

  async function endpointsOf(who: TestSession): Promise<string[]> {
    const rows = await db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, who.userId));
    return rows.map((row) => row.endpoint).sort();
  }

  it('serves the same VAPID public key, a 65-byte P-256 point, to everyone', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/push/vapid-public-key' });
    expect(first.statusCode).toBe(200);
    const { publicKey } = VapidPublicKeySchema.parse(first.json());
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    const again = await app.inject({ method: 'GET', url: '/api/push/vapid-public-key' });
    expect(again.json()).toEqual({ publicKey });
  });

  it("stores the browser's subscription for this session", async () => {
    const who = await startSession(app);
    const subscriber = createSubscriber(pushServiceEndpoint());
    const response = await subscribe(who, subscriber.json);
    expect(response.statusCode).toBe(204);
    const [row] = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscriber.json.endpoint));
    expect(row).toMatchObject({
      userId: who.userId,
      p256dh: subscriber.json.keys.p256dh,
      auth: subscriber.json.keys.auth,
    });
  });

  it('keeps the five newest subscriptions of an identity', async () => {
    const who = await startSession(app);
    const endpoints: string[] = [];
    for (let i = 0; i <= PUSH_SUBSCRIPTIONS_PER_IDENTITY; i++) {
      const subscriber = createSubscriber(pushServiceEndpoint());
      endpoints.push(subscriber.json.endpoint);
      expect((await subscribe(who, subscriber.json)).statusCode).toBe(204);
      // Distinct registration times, so "newest" is well defined.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await endpointsOf(who)).toEqual(endpoints.slice(1).sort());
  });

  it('gives an endpoint to the session that subscribes it last, with its new keys', async () => {
    const before = await startSession(app);
    const after = await startSession(app);
    const endpoint = pushServiceEndpoint();
    await subscribe(before, createSubscriber(endpoint).json);
    const renewed = createSubscriber(endpoint);
    expect((await subscribe(after, renewed.json)).statusCode).toBe(204);
    expect(await endpointsOf(before)).toEqual([]);
    const [row] = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(row).toMatchObject({ userId: after.userId, p256dh: renewed.json.keys.p256dh });
  });

  it('refuses to subscribe without a session', async () => {
    const response = await subscribe(null, createSubscriber(pushServiceEndpoint()).json);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'session_required' });
  });

  it('refuses a malformed subscription with 400 and stores nothing', async () => {
    const who = await startSession(app);
    const good = createSubscriber(pushServiceEndpoint()).json;
    const bodies: unknown[] = [
      {},
      { endpoint: good.endpoint },
      { ...good, endpoint: 'not a url' },
      { ...good, endpoint: `https://fcm.googleapis.com/${'x'.repeat(1100)}` },
      { ...good, keys: { ...good.keys, auth: 'c2hvcnQ' } },
      { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } },
      // The right length and prefix, but not a point on the curve.
      { ...good, keys: { ...good.keys, p256dh: `B${'A'.repeat(86)}` } },
      // Plain http, an address, a host that is no known push service, another port, a single-label
      // host, a password: not a push service (server-side request forgery).
      { ...good, endpoint: 'http://fcm.googleapis.com/wpush/1' },
      { ...good, endpoint: 'https://10.0.0.7/wpush/1' },
      { ...good, endpoint: 'https://push.example.net/wpush/1' },
      { ...good, endpoint: 'https://internal.corp.example/wpush/1' },
      { ...good, endpoint: 'https://fcm.googleapis.com:8443/wpush/1' },
      { ...good, endpoint: 'https://fcm.googleapis.com.evil.example/wpush/1' },
      { ...good, endpoint: 'https://metadata/wpush/1' },
      { ...good, endpoint: 'https://user:pass@fcm.googleapis.com/wpush/1' },
    ];
    for (const body of bodies) {
      const response = await subscribe(who, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect(await endpointsOf(who)).toEqual([]);
  });

  it('unsubscribes the owner, and nobody else', async () => {
    const owner = await startSession(app);
    const other = await startSession(app);
    const { endpoint } = createSubscriber(pushServiceEndpoint()).json;
    await subscribe(owner, createSubscriber(endpoint).json);

    const refused = await unsubscribe(other, endpoint);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'push_subscription_not_found' });
    expect(await endpointsOf(owner)).toEqual([endpoint]);

    expect((await unsubscribe(owner, endpoint)).statusCode).toBe(204);
    expect(await endpointsOf(owner)).toEqual([]);
    expect((await unsubscribe(owner, endpoint)).statusCode).toBe(404);
  });

  it('says whether the server still holds this session’s subscription: not once the push service said it is gone', async () => {
    const owner = await startSession(app);
    const other = await startSession(app);
    const { endpoint } = createSubscriber(pushServiceEndpoint()).json;
    await subscribe(owner, createSubscriber(endpoint).json);
    const held = (who: TestSession) =>
      app.inject({
        method: 'GET',
        url: `/api/push/subscriptions/held?endpoint=${encodeURIComponent(endpoint)}`,
        ...asSession(who),
      });
    expect((await held(owner)).json()).toEqual({ held: true });
    expect((await held(other)).json()).toEqual({ held: false });
    // What the sender does when the push service answers 404 or 410.
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect((await held(owner)).json()).toEqual({ held: false });
    expect(
      (await app.inject({ method: 'GET', url: '/api/push/subscriptions/held' })).statusCode,
    ).toBe(400);
  });

  it('refuses an unsubscribe without an endpoint (400) or a session (401)', async () => {
    const who = await startSession(app);
    const missing = await app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: {},
      ...asSession(who),
    });
    expect(missing.statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: { endpoint: pushServiceEndpoint() },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
