import {
  ALERT_EXPIRY_MS,
  ALERT_FALLBACK_LOCATION,
  ApiErrorBodySchema,
  GEOCODE_FALLBACK_LOCATION,
  MAP_FALLBACK_LOCATION,
  ALERT_LIST_RATE_LIMIT_PER_SESSION,
  CreateAlertResponseSchema,
  ALERT_RATE_LIMIT_WINDOW_MS,
  AlertListSchema,
  AlertSchema,
} from '@redzone/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { alerts } from '../../db/schema';
import {
  alertBody,
  createAlert,
  listAlerts,
  north,
  postAlert,
  randomPlace,
  respond,
} from '../../test/alerts';
import { createTestAppWithDatabase } from '../../test/create-test-app';
import { asSession, startSession, startVerifiedSession } from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';

describeApi('alerts (/api/alerts)', () => {
  let app: App;
  let db: Database;
  // Near real time: on PostgreSQL other suites share the tables. Tests that move it put it back.
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);

  beforeAll(async () => {
    ({ app, db } = await createTestAppWithDatabase({}, { now: clock }));
  });
  afterEach(() => {
    offsetMs = 0;
  });
  afterAll(() => app.close());

  describe('sending an alert', () => {
    it('stores the alert before answering 201 with it, radius 100 yards and no observers', async () => {
      const creator = await startVerifiedSession(app);
      const at = randomPlace();
      const response = await postAlert(app, creator, alertBody(at));
      expect(response.statusCode).toBe(201);
      const alert = AlertSchema.parse(response.json());
      expect(alert).toMatchObject({
        location: '100 N Main St, Springfield',
        description: 'Traffic stop, officer yelling',
        latitude: at.latitude,
        longitude: at.longitude,
        observersCount: 0,
        isMine: true,
        radiusYards: 100,
        isVip: false,
        status: 'active',
      });
      const [row] = await db.select().from(alerts).where(eq(alerts.id, alert.id));
      expect(row?.userId).toBe(creator.userId);
    });

    it('refuses an alert at any built-in stand-in position with 400 location_unknown, and stores none', async () => {
      const creator = await startVerifiedSession(app);
      for (const at of [
        ALERT_FALLBACK_LOCATION,
        MAP_FALLBACK_LOCATION,
        GEOCODE_FALLBACK_LOCATION,
      ]) {
        const refused = await postAlert(
          app,
          creator,
          alertBody({ latitude: at.latitude, longitude: at.longitude }),
        );
        expect(refused.statusCode).toBe(400);
        const body = ApiErrorBodySchema.parse(refused.json());
        expect(body.code).toBe('location_unknown');
        expect(body.error).toMatch(/^This alert has no real position/);
      }
      const stored = await db.select().from(alerts).where(eq(alerts.userId, creator.userId));
      expect(stored).toEqual([]);
      // A real fix a few metres away goes out as ever.
      const near = { latitude: ALERT_FALLBACK_LOCATION.latitude + 0.00003, longitude: -118.30904 };
      expect((await postAlert(app, creator, alertBody(near))).statusCode).toBe(201);
    });

    it('tells its sender how many observers its radius covered when it was sent', async () => {
      const creator = await startVerifiedSession(app);
      const observer = await startVerifiedSession(app);
      const at = randomPlace();
      const near = await app.inject({
        method: 'PUT',
        url: '/api/observer/location',
        payload: north(at, 50),
        ...asSession(observer),
      });
      expect(near.statusCode).toBe(204);
      const response = await postAlert(app, creator, alertBody(at));
      expect(CreateAlertResponseSchema.parse(response.json()).reach).toEqual({
        observersNearby: 'few',
        contactsInApp: 0,
        contactsTexted: 0,
      });
      const alone = await postAlert(app, creator, alertBody(randomPlace()));
      expect(CreateAlertResponseSchema.parse(alone.json()).reach.observersNearby).toBe('none');
    });

    it('refuses a session whose phone is not verified with 403, and one with no session with 401', async () => {
      const unverified = await startSession(app);
      const refused = await postAlert(app, unverified, alertBody(randomPlace()));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'phone_verification_required' });
      const anonymous = await app.inject({
        method: 'POST',
        url: '/api/alerts',
        payload: alertBody(randomPlace()),
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('ignores the permanent-verification header for authorisation', async () => {
      const unverified = await startSession(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/alerts',
        payload: alertBody(randomPlace()),
        headers: { 'permanent-verification': 'true' },
        ...asSession(unverified),
      });
      expect(response.statusCode).toBe(403);
    });

    it.each([
      ['a latitude above 90', { latitude: 90.5 }, 'latitude'],
      ['a longitude below -180', { longitude: -180.1 }, 'longitude'],
      ['a latitude that is text', { latitude: '34.1' }, 'latitude'],
      ['an empty location', { location: '  ' }, 'location'],
      ['a description over 2000 characters', { description: 'x'.repeat(2001) }, 'description'],
    ])('refuses %s with 400 and stores nothing', async (_, overrides, field) => {
      const creator = await startVerifiedSession(app);
      const response = await postAlert(app, creator, alertBody(randomPlace(), overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        issues: [{ path: [field] }],
      });
      const rows = await db.select().from(alerts).where(eq(alerts.userId, creator.userId));
      expect(rows).toEqual([]);
    });

    it('refuses a fourth alert within 10 minutes with 429 and Retry-After, then allows it', async () => {
      const creator = await startVerifiedSession(app);
      for (let i = 0; i < 3; i++) await createAlert(app, creator, randomPlace());
      const fourth = await postAlert(app, creator, alertBody(randomPlace()));
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toMatchObject({ code: 'alert_rate_limited' });
      expect(fourth.json().error).toMatch(/at most 3 alerts in 10 minutes/);
      const retryAfter = Number(fourth.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(ALERT_RATE_LIMIT_WINDOW_MS / 1000);

      offsetMs = ALERT_RATE_LIMIT_WINDOW_MS + 1000;
      expect((await postAlert(app, creator, alertBody(randomPlace()))).statusCode).toBe(201);
    });

    it('counts the limit per identity: another session may still send', async () => {
      const busy = await startVerifiedSession(app);
      for (let i = 0; i < 3; i++) await createAlert(app, busy, randomPlace());
      const other = await startVerifiedSession(app);
      expect((await postAlert(app, other, alertBody(randomPlace()))).statusCode).toBe(201);
    });

    it('holds the limit against parallel requests', async () => {
      const creator = await startVerifiedSession(app);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => postAlert(app, creator, alertBody(randomPlace()))),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 429, 429]);
    });
  });

  describe('listing alerts', () => {
    it("lists its sender's own alerts newest first with the spec fields, isMine instead of userId", async () => {
      const creator = await startVerifiedSession(app);
      const first = await createAlert(app, creator, randomPlace());
      offsetMs = 1000;
      const second = await createAlert(app, creator, randomPlace());
      const response = await app.inject({
        method: 'GET',
        url: `/api/alerts?latitude=10&longitude=10`,
        ...asSession(creator),
      });
      expect(response.statusCode).toBe(200);
      const listed = AlertListSchema.parse(response.json());
      const ids = listed.map((alert) => alert.id);
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
      expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
      expect(listed.every((alert) => alert.isMine)).toBe(true);
      expect(Object.keys(response.json()[0]).sort()).toEqual(
        [
          'createdAt',
          'description',
          'id',
          'isMine',
          'isVip',
          'latitude',
          'location',
          'longitude',
          'observersCount',
          'radiusYards',
          'status',
        ].sort(),
      );
    });

    it('near a point, lists only the alerts within 5 miles of it, never naming their sender', async () => {
      const creator = await startVerifiedSession(app);
      const at = randomPlace();
      const alert = await createAlert(app, creator, at);
      const observer = await startSession(app);
      const response = await app.inject({
        method: 'GET',
        url: `/api/alerts?latitude=${north(at, 90).latitude}&longitude=${at.longitude}`,
        ...asSession(observer),
      });
      expect(AlertListSchema.parse(response.json()).map((a) => [a.id, a.isMine])).toEqual([
        [alert.id, false],
      ]);
      expect(response.body).not.toContain(creator.userId);
      // The Alerts page's "All Alerts" reaches across a city, not across the country.
      expect((await listAlerts(app, null, north(at, 8_000))).map((a) => a.id)).toEqual([alert.id]);
      expect(await listAlerts(app, null, north(at, 9_000))).toEqual([]);
    });

    it('refuses a list without a session (401) or without a position (400)', async () => {
      const creator = await startVerifiedSession(app);
      const at = randomPlace();
      await createAlert(app, creator, at);
      const anonymous = await app.inject({
        method: 'GET',
        url: `/api/alerts?latitude=${at.latitude}&longitude=${at.longitude}`,
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.body).not.toContain(String(at.latitude));
      const observer = await startSession(app);
      const everywhere = await app.inject({
        method: 'GET',
        url: '/api/alerts',
        ...asSession(observer),
      });
      expect(everywhere.statusCode).toBe(400);
      expect(everywhere.json()).toMatchObject({ code: 'validation_failed' });
    });

    it('rate-limits lists per session against scraping', async () => {
      const scraper = await startSession(app);
      const answers: number[] = [];
      for (let i = 0; i < ALERT_LIST_RATE_LIMIT_PER_SESSION + 1; i += 1) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/alerts?latitude=${30 + i / 100}&longitude=-100`,
          ...asSession(scraper),
        });
        answers.push(response.statusCode);
      }
      expect(answers.filter((status) => status === 200)).toHaveLength(
        ALERT_LIST_RATE_LIMIT_PER_SESSION,
      );
      expect(answers.at(-1)).toBe(429);
    });

    it('refuses a point with only one coordinate, or a bad one', async () => {
      const observer = await startSession(app);
      const one = await app.inject({
        method: 'GET',
        url: '/api/alerts?latitude=34',
        ...asSession(observer),
      });
      expect(one.statusCode).toBe(400);
      const bad = await app.inject({
        method: 'GET',
        url: '/api/alerts?latitude=91&longitude=0',
        ...asSession(observer),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'validation_failed' });
    });

    it('drops an alert from every list once it is 2 hours old', async () => {
      const creator = await startVerifiedSession(app);
      const at = randomPlace();
      // Sent in the past rather than read in the future: on PostgreSQL other suites share the
      // table, and an expiry sweep run from a future clock would expire their alerts too.
      offsetMs = -(ALERT_EXPIRY_MS - 60_000);
      const alert = await createAlert(app, creator, at);
      offsetMs = 0;
      expect((await listAlerts(app, null, at)).map((a) => a.id)).toEqual([alert.id]);
      offsetMs = 61_000;
      expect(await listAlerts(app, null, at)).toEqual([]);
      const responder = await startVerifiedSession(app);
      expect((await respond(app, responder, alert.id)).statusCode).toBe(404);
    });

    it('documents the list in the OpenAPI document', async () => {
      const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const schema =
        document.paths['/api/alerts'].get.responses['200'].content['application/json'].schema;
      expect(schema).toMatchObject({
        type: 'array',
        items: { required: expect.arrayContaining(['id', 'radiusYards']) },
      });
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining([
          '/api/alerts/{id}/respond',
          '/api/alerts/{id}/end',
          '/api/events',
          '/api/observer/location',
          '/api/geocode/reverse',
        ]),
      );
    });
  });
});
