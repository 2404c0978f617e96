import {
  ALERT_ACKNOWLEDGED_EVENT,
  AlertAcknowledgedEventSchema,
  type AlertAcknowledgements,
  AlertAcknowledgementsSchema,
  ApiErrorBodySchema,
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
import { createTestApp } from '../../test/create-test-app';
import {
  asSession,
  startSession,
  startVerifiedSession,
  type TestSession,
} from '../../test/phone-sessions';
import { listen, openSse, type SseClient, type SseFrame } from '../../test/sse-client';
import { describeApi } from '../../test/test-database';

/** The person in trouble sees who saw the alert and who is coming, not the sends. */
describeApi('alert acknowledgements (/api/alerts/:id/acknowledge, live counts)', () => {
  let app: App;
  let baseUrl: string;
  const streams: SseClient[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await listen(app);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(() => app.close());

  const acknowledge = (who: TestSession, alertId: string) =>
    app.inject({ method: 'POST', url: `/api/alerts/${alertId}/acknowledge`, ...asSession(who) });

  async function countsOf(who: TestSession, alertId: string) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/alerts/${alertId}/acknowledgements`,
      ...asSession(who),
    });
    return { status: response.statusCode, body: response.json<unknown>() };
  }

  /** A sender with an alert at a random place, and an observer 80 yards from it. */
  async function alertWithObserver() {
    const at = randomPlace();
    const sender = await startVerifiedSession(app);
    const observer = await startVerifiedSession(app);
    await reportPosition(app, observer, north(at, 80));
    const alert = await createAlert(app, sender, at);
    return { at, sender, observer, alert };
  }

  function counts(frame: SseFrame): AlertAcknowledgements {
    return AlertAcknowledgedEventSchema.parse(JSON.parse(frame.data ?? '')).acknowledgements;
  }
  const isCounts = (frame: SseFrame) => frame.event === ALERT_ACKNOWLEDGED_EVENT;

  it('counts an observer in range who saw the alert, once however often they say so', async () => {
    const { sender, observer, alert } = await alertWithObserver();
    expect((await acknowledge(observer, alert.id)).statusCode).toBe(204);
    expect((await acknowledge(observer, alert.id)).statusCode).toBe(204);
    const read = await countsOf(sender, alert.id);
    expect(read.status).toBe(200);
    expect(AlertAcknowledgementsSchema.parse(read.body)).toEqual({
      alertId: alert.id,
      notified: 1,
      onTheWay: 0,
      nearest: null,
    });
  });

  it('counts an observer who never verified a phone (its first write), rather than failing', async () => {
    const at = randomPlace();
    const sender = await startVerifiedSession(app);
    const newcomer = await startSession(app);
    await reportPosition(app, newcomer, north(at, 80));
    const alert = await createAlert(app, sender, at);
    expect((await acknowledge(newcomer, alert.id)).statusCode).toBe(204);
    const read = await countsOf(sender, alert.id);
    expect(AlertAcknowledgementsSchema.parse(read.body).notified).toBe(1);
  });

  it('pushes the new counts live to the sender, with the nearest responder at walking pace', async () => {
    const { sender, observer, alert } = await alertWithObserver();
    const stream = await openSse(baseUrl, sender);
    streams.push(stream);
    await expect.poll(() => stream.frames.length).toBeGreaterThanOrEqual(2);

    await acknowledge(observer, alert.id);
    expect(counts(await stream.next(isCounts))).toMatchObject({ notified: 1, onTheWay: 0 });

    expect((await respond(app, observer, alert.id)).statusCode).toBe(200);
    // 80 yards is under a minute on foot: there, or nearly, said as a range and never minutes.
    expect(counts(await stream.next(isCounts))).toEqual({
      alertId: alert.id,
      notified: 1,
      onTheWay: 1,
      nearest: 'arrived',
    });
  });

  it('counts a responder who never opened the urgent screen as notified too', async () => {
    const { sender, observer, alert } = await alertWithObserver();
    await respond(app, observer, alert.id);
    const read = await countsOf(sender, alert.id);
    expect(read.body).toMatchObject({ notified: 1, onTheWay: 1, nearest: 'arrived' });
  });

  it('sends the counts to nobody but the sender', async () => {
    const { observer, alert } = await alertWithObserver();
    const bystander = await startSession(app);
    const stream = await openSse(baseUrl, observer);
    streams.push(stream);
    await expect.poll(() => stream.frames.length).toBeGreaterThanOrEqual(2);
    await acknowledge(observer, alert.id);
    expect((await countsOf(observer, alert.id)).status).toBe(404);
    expect((await countsOf(bystander, alert.id)).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(stream.frames.some(isCounts)).toBe(false);
  });

  it('refuses an alert never sent to this session, the sender itself, and counts nothing', async () => {
    const { at, sender, alert } = await alertWithObserver();
    const farAway = await startSession(app);
    await reportPosition(app, farAway, north(at, 2_000));
    const noPosition = await startSession(app);
    for (const who of [farAway, noPosition, sender]) {
      const response = await acknowledge(who, alert.id);
      expect(response.statusCode).toBe(404);
      expect(ApiErrorBodySchema.parse(response.json()).code).toBe('alert_not_found');
    }
    expect((await countsOf(sender, alert.id)).body).toMatchObject({ notified: 0 });
  });

  it('counts a watch-zone holder with no open page, whose push reached them', async () => {
    const at = randomPlace();
    const sender = await startVerifiedSession(app);
    const watcher = await startVerifiedSession(app);
    const zones = await app.inject({
      method: 'PUT',
      url: '/api/observer/watch-zones',
      // Inside the alert's circle: a zone 150 yards away lay in a cell the circle touched or
      // not, by where the random place fell against the cell grid (it failed now and then).
      payload: { zones: [{ label: 'Home', ...north(at, 50) }] },
      ...asSession(watcher),
    });
    expect(zones.statusCode).toBe(200);
    const alert = await createAlert(app, sender, at);
    expect((await acknowledge(watcher, alert.id)).statusCode).toBe(204);
    expect((await countsOf(sender, alert.id)).body).toMatchObject({ notified: 1 });
  });

  it('answers one 404 alike for an alert that ended, none at all and one never sent here, and a clear 4xx for a malformed id', async () => {
    const { sender, observer, alert } = await alertWithObserver();
    const elsewhere = await createAlert(app, await startVerifiedSession(app), randomPlace());
    await endAlert(app, sender, alert.id);
    const ended = await acknowledge(observer, alert.id);
    const missing = await acknowledge(observer, '7f1c1a52-0000-4000-8000-000000000000');
    const notSent = await acknowledge(observer, elsewhere.id);
    for (const answer of [ended, missing, notSent]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(ended.body);
    }

    // Fastify's router refuses an id longer than 100 characters before the schema sees it.
    const tooLong = await acknowledge(observer, 'x'.repeat(101));
    expect(tooLong.statusCode).toBe(414);
    const malformed = await acknowledge(observer, '%E0%A4%A');
    expect(malformed.statusCode).toBe(400);
    expect(ApiErrorBodySchema.parse(malformed.json())).toMatchObject({
      code: 'bad_request',
      error: expect.any(String),
    });
  });
  it("says the nearest responder's walk only as a range, stops following them once they arrive, and says none after the end", async () => {
    const at = randomPlace();
    const sender = await startVerifiedSession(app);
    const responder = await startVerifiedSession(app);
    await reportPosition(app, responder, north(at, 2_000));
    const alert = await createAlert(app, sender, at);
    expect((await respond(app, responder, alert.id)).statusCode).toBe(200);
    const nearest = async () =>
      AlertAcknowledgementsSchema.parse((await countsOf(sender, alert.id)).body).nearest;

    // At 20 minutes a mile: 2,000 yards is 23 min, 900 yards 11 min, 300 yards 4 min.
    expect(await nearest()).toBe('more');
    await reportPosition(app, responder, north(at, 900));
    expect(await nearest()).toBe('5to15');
    await reportPosition(app, responder, north(at, 300));
    expect(await nearest()).toBe('under5');
    await reportPosition(app, responder, north(at, 20));
    expect(await nearest()).toBe('arrived');
    // Walking away again, or anywhere else, is no longer told: a fake alert cannot track them.
    await reportPosition(app, responder, north(at, 900));
    expect(await nearest()).toBe('arrived');
    await reportPosition(app, responder, north(at, 2_000));
    expect(await nearest()).toBe('arrived');
    // Once the alert has ended, nobody is shown walking at all.
    await endAlert(app, sender, alert.id);
    expect(await nearest()).toBeNull();
  });

  it('says no walk at all while nobody is on the way', async () => {
    const { sender, observer, alert } = await alertWithObserver();
    expect((await acknowledge(observer, alert.id)).statusCode).toBe(204);
    expect((await countsOf(sender, alert.id)).body).toEqual({
      alertId: alert.id,
      notified: 1,
      onTheWay: 0,
      nearest: null,
    });
  });
});
