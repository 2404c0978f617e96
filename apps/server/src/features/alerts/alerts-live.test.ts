import {
  ALERT_EXPIRY_MS,
  LIVE_EVENT_TYPES,
  type LiveEvent,
  LiveEventSchema,
  type Point,
} from '@redzone/contract';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  createAlert,
  endAlert,
  north,
  randomPlace,
  reportPosition,
  respond,
} from '../../test/alerts';
import { saveConfirmedCircle } from '../../test/contacts';
import { createTestApp } from '../../test/create-test-app';
import {
  asSession,
  startSession,
  startVerifiedSession,
  type TestSession,
} from '../../test/phone-sessions';
import { listen, openSse, type SseClient, type SseFrame } from '../../test/sse-client';
import { describeApi } from '../../test/test-database';

/** Time for a frame that is not coming to have arrived, after one that did (same fan-out pass). */
const SETTLE_MS = 150;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

function live(frame: SseFrame): LiveEvent {
  return LiveEventSchema.parse(JSON.parse(frame.data ?? ''));
}

function about(alertId: string, type?: LiveEvent['type']) {
  return (frame: SseFrame) => {
    // A sender's streams also carry its counts (alert.acknowledged): not about this.
    if (!LIVE_EVENT_TYPES.some((known) => known === frame.event)) return false;
    const event = live(frame);
    const id = event.type === 'alert.ended' ? event.alertId : event.alert.id;
    return id === alertId && (type === undefined || event.type === type);
  };
}

describeApi('live events (GET /api/events, real SSE)', () => {
  let app: App;
  let baseUrl: string;
  let offsetMs = 0;
  const streams: SseClient[] = [];

  beforeAll(async () => {
    app = await createTestApp(
      {},
      { now: () => new Date(Date.now() + offsetMs), alertExpirySweepMs: 100 },
    );
    baseUrl = await listen(app);
  });
  afterEach(() => {
    offsetMs = 0;
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(() => app.close());

  async function observe(who: TestSession | null, options?: Parameters<typeof openSse>[2]) {
    const stream = await openSse(baseUrl, who, options);
    streams.push(stream);
    return stream;
  }

  /** An observer (unverified: watching needs no phone) at a point, with its stream open. */
  async function observerAt(point: Point | null) {
    const who = await startSession(app);
    if (point !== null) await reportPosition(app, who, point);
    return { who, stream: await observe(who) };
  }

  it('opens a same-origin event stream with SSE headers, a retry hint and a starting id', async () => {
    const who = await startSession(app);
    const stream = await observe(who);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toContain('no-cache');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('content-security-policy')).toContain("connect-src 'self'");
    expect(stream.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => stream.frames.length).toBeGreaterThanOrEqual(2);
    expect(stream.frames[0]?.retry).toBe(3000);
    expect(stream.frames[1]?.id).toMatch(/^\d+$/);
  });

  it('refuses a stream without a session with 401 JSON', async () => {
    const stream = await observe(null);
    expect(stream.status).toBe(401);
  });

  it('notifies observers as the radius grows: at 0, 5 and 10 responders, and nobody out of range', async () => {
    const at = randomPlace();
    const near = await observerAt(north(at, 90));
    const middle = await observerAt(north(at, 150));
    const outer = await observerAt(north(at, 250));
    const far = await observerAt(north(at, 2 * 1760));
    const nowhere = await observerAt(null);
    const creator = await startVerifiedSession(app);
    const creatorStream = await observe(creator);

    const alert = await createAlert(app, creator, at);
    const created = live(await near.stream.next(about(alert.id)));
    expect(created).toMatchObject({
      type: 'alert.created',
      alert: { id: alert.id, radiusYards: 100 },
    });
    await settle();
    for (const other of [middle, outer, far, nowhere]) expect(other.stream.events()).toEqual([]);
    // The creator's own alert is never announced to them as new.
    expect(creatorStream.events()).toEqual([]);

    const responders = await Promise.all(
      Array.from({ length: 10 }, () => startVerifiedSession(app)),
    );
    for (const who of responders.slice(0, 5)) await respond(app, who, alert.id);
    expect(live(await middle.stream.next(about(alert.id)))).toMatchObject({
      type: 'alert.created',
      alert: { observersCount: 5, radiusYards: 200 },
    });
    const nearUpdates = near.stream.events().filter(about(alert.id, 'alert.updated'));
    expect(nearUpdates.map((frame) => live(frame))).toHaveLength(5);
    await expect
      .poll(() => creatorStream.events().filter(about(alert.id, 'alert.updated')).length)
      .toBe(5);
    await settle();
    expect(outer.stream.events()).toEqual([]);

    for (const who of responders.slice(5)) await respond(app, who, alert.id);
    expect(live(await outer.stream.next(about(alert.id)))).toMatchObject({
      type: 'alert.created',
      alert: { observersCount: 10, radiusYards: 300 },
    });
    await settle();
    expect(far.stream.events()).toEqual([]);
    expect(nowhere.stream.events()).toEqual([]);

    await endAlert(app, creator, alert.id);
    for (const told of [near, middle, outer]) {
      expect(live(await told.stream.next(about(alert.id, 'alert.ended')))).toEqual({
        type: 'alert.ended',
        alertId: alert.id,
      });
    }
    await expect.poll(() => creatorStream.events().some(about(alert.id, 'alert.ended'))).toBe(true);
    await settle();
    expect(far.stream.events()).toEqual([]);
  });

  it('gives every durable event a growing id, and never the same alert.created twice', async () => {
    const at = randomPlace();
    const near = await observerAt(north(at, 50));
    const creator = await startVerifiedSession(app);
    const alert = await createAlert(app, creator, at);
    await respond(app, await startVerifiedSession(app), alert.id);
    await near.stream.next(about(alert.id, 'alert.updated'));
    const ids = near.stream.events().map((frame) => Number(frame.id));
    expect(ids[1]).toBeGreaterThan(ids[0] ?? Infinity);
    // Reporting the same position again announces nothing new.
    await reportPosition(app, near.who, north(at, 50));
    await settle();
    expect(near.stream.events().filter(about(alert.id, 'alert.created'))).toHaveLength(1);
  });

  it('announces an active alert to an observer who moves into its radius', async () => {
    const at = randomPlace();
    const walker = await observerAt(north(at, 1000));
    const alert = await createAlert(app, await startVerifiedSession(app), at);
    await settle();
    expect(walker.stream.events()).toEqual([]);
    await reportPosition(app, walker.who, north(at, 60));
    const frame = await walker.stream.next(about(alert.id));
    expect(live(frame)).toMatchObject({ type: 'alert.created', alert: { id: alert.id } });
    // Nothing durable happened, so the frame moves no Last-Event-ID.
    expect(frame.id).toBeNull();
  });

  it('reaches a VIP contact who is a verified user wherever they are, and not a stranger; the marker reaches neither', async () => {
    const at = randomPlace();
    const contact = await startVerifiedSession(app);
    await reportPosition(app, contact, north(at, 40 * 1760));
    const contactStream = await observe(contact);
    const stranger = await observerAt(north(at, 40 * 1760));
    const nearby = await observerAt(north(at, 30));
    const creator = await startVerifiedSession(app);
    // The contact agreed.
    await saveConfirmedCircle(app, creator, [contact.e164]);
    const alert = await createAlert(app, creator, at);
    expect(live(await contactStream.next(about(alert.id)))).toMatchObject({
      type: 'alert.created',
      alert: { isVip: true, description: 'Traffic stop, officer yelling' },
    });
    expect(live(await nearby.stream.next(about(alert.id)))).toMatchObject({
      type: 'alert.created',
      alert: { isVip: false, description: 'Traffic stop, officer yelling' },
    });
    await settle();
    expect(stranger.stream.events()).toEqual([]);
  });

  it('replays what a reconnecting stream missed after Last-Event-ID, and nothing it had', async () => {
    const at = randomPlace();
    const who = await startSession(app);
    await reportPosition(app, who, north(at, 30));
    const first = await observe(who);
    const creator = await startVerifiedSession(app);
    const seen = await createAlert(app, creator, at);
    await first.next(about(seen.id));
    const lastEventId = first.lastEventId;
    expect(lastEventId).toMatch(/^\d+$/);
    first.close();

    const missed = await createAlert(app, await startVerifiedSession(app), north(at, 20));
    await respond(app, await startVerifiedSession(app), seen.id);

    const again = await observe(who, { lastEventId: lastEventId ?? '' });
    expect(live(await again.next(about(missed.id)))).toMatchObject({ type: 'alert.created' });
    expect(live(await again.next(about(seen.id)))).toMatchObject({
      type: 'alert.updated',
      alert: { observersCount: 1 },
    });
    await settle();
    expect(again.events().filter(about(seen.id, 'alert.created'))).toEqual([]);
    expect(again.events().filter(about(missed.id))).toHaveLength(1);
    expect(Number(again.lastEventId)).toBeGreaterThan(Number(lastEventId));
  });

  it('replays from ?lastEventId= too, for clients that cannot set the header', async () => {
    const at = randomPlace();
    const who = await startSession(app);
    await reportPosition(app, who, at);
    const first = await observe(who);
    await expect.poll(() => first.lastEventId).not.toBeNull();
    const from = first.lastEventId ?? '';
    first.close();
    const alert = await createAlert(app, await startVerifiedSession(app), at);
    const again = await observe(who, { query: `?lastEventId=${from}` });
    expect(live(await again.next(about(alert.id)))).toMatchObject({ type: 'alert.created' });
  });

  it('tells observers alert.ended when an alert expires after 2 hours', async () => {
    const at = randomPlace();
    const near = await observerAt(north(at, 10));
    const creator = await startVerifiedSession(app);
    const creatorStream = await observe(creator);
    // Sent 2 hours ago (not read 2 hours ahead): a sweep on a future clock would expire the
    // alerts of suites sharing the PostgreSQL table.
    offsetMs = -(ALERT_EXPIRY_MS + 1000);
    const alert = await createAlert(app, creator, at);
    await near.stream.next(about(alert.id));
    offsetMs = 0;
    expect(live(await near.stream.next(about(alert.id, 'alert.ended')))).toEqual({
      type: 'alert.ended',
      alertId: alert.id,
    });
    await creatorStream.next(about(alert.id, 'alert.ended'));
  });
});

describeApi('observer positions (PUT /api/observer/location)', () => {
  let app: App;
  const logLines: string[] = [];
  beforeAll(async () => {
    app = await createTestApp(
      { LOG_LEVEL: 'trace' },
      { logStream: { write: (line) => void logLines.push(line) } },
    );
  });
  afterAll(() => app.close());

  it('accepts a position from any session with 204, verified or not', async () => {
    const who = await startSession(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/observer/location',
      payload: { latitude: 41.881932, longitude: -87.627811 },
      ...asSession(who),
    });
    expect(response.statusCode).toBe(204);
    const forgotten = await app.inject({
      method: 'DELETE',
      url: '/api/observer/location',
      ...asSession(who),
    });
    expect(forgotten.statusCode).toBe(204);
  });

  it('refuses a request without a session (401) and a bad position (400)', async () => {
    const anonymous = await app.inject({
      method: 'PUT',
      url: '/api/observer/location',
      payload: { latitude: 41.9, longitude: -87.6 },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/observer/location',
      payload: { latitude: 141.9, longitude: -87.6 },
      ...asSession(await startSession(app)),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('never writes a position to the log', async () => {
    const who = await startSession(app);
    await reportPosition(app, who, { latitude: 41.8819321, longitude: -87.6278113 });
    await app.inject({
      method: 'GET',
      url: '/api/alerts?latitude=41.8819321&longitude=-87.6278113',
    });
    expect(logLines.length).toBeGreaterThan(0);
    const log = logLines.join('\n');
    expect(log).not.toContain('41.88193');
    expect(log).not.toContain('87.62781');
  });
});
