import { randomInt } from 'node:crypto';
import { type Alert, AlertSchema, type Point, YARDS_PER_MILE } from '@redzone/contract';
import type { App } from '../app';
import { asSession, startSession, type TestSession } from './phone-sessions';

/** Degrees of latitude per mile with the spec's earth radius (3959 mi). */
const DEGREES_PER_MILE = 360 / (2 * Math.PI * 3959);

/**
 * A random point in the continental US, so suites sharing one PostgreSQL database (and tests
 * within a suite) never see each other's alerts: two random points are almost never a mile apart.
 */
export function randomPlace(): Point {
  return {
    latitude: 30 + randomInt(1_000_000) / 100_000,
    longitude: -120 + randomInt(3_500_000) / 100_000,
  };
}

/** The point `yards` due north of `from`. */
export function north(from: Point, yards: number): Point {
  return {
    latitude: from.latitude + (yards / YARDS_PER_MILE) * DEGREES_PER_MILE,
    longitude: from.longitude,
  };
}

export function alertBody(at: Point, overrides: Record<string, unknown> = {}) {
  return {
    latitude: at.latitude,
    longitude: at.longitude,
    location: '100 N Main St, Springfield',
    description: 'Traffic stop, officer yelling',
    ...overrides,
  };
}

export function postAlert(app: App, who: TestSession, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/alerts',
    payload: body,
    headers: { 'permanent-verification': 'true' },
    ...asSession(who),
  });
}

/** Posts and expects success; the created alert. */
export async function createAlert(
  app: App,
  who: TestSession,
  at: Point,
  overrides = {},
): Promise<Alert> {
  const response = await postAlert(app, who, alertBody(at, overrides));
  if (response.statusCode !== 201) throw new Error(`alert refused: ${response.body}`);
  return AlertSchema.parse(response.json());
}

export function respond(app: App, who: TestSession, alertId: string) {
  return app.inject({
    method: 'POST',
    url: `/api/alerts/${alertId}/respond`,
    payload: { estimatedArrival: new Date(Date.now() + 5 * 60_000).toISOString() },
    ...asSession(who),
  });
}

export function endAlert(app: App, who: TestSession, alertId: string) {
  return app.inject({ method: 'POST', url: `/api/alerts/${alertId}/end`, ...asSession(who) });
}

export async function reportPosition(app: App, who: TestSession, at: Point): Promise<void> {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/observer/location',
    payload: at,
    ...asSession(who),
  });
  if (response.statusCode !== 204) throw new Error(`position refused: ${response.body}`);
}

/** GET /api/alerts at a point, as `who` or (null) as a fresh session: lists need both. */
export async function listAlerts(app: App, who: TestSession | null, near: Point): Promise<Alert[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/alerts?latitude=${near.latitude}&longitude=${near.longitude}`,
    ...asSession(who ?? (await startSession(app))),
  });
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
  return AlertSchema.array().parse(response.json());
}

/** Polls until `check` passes or the time is up (for work done after the answer, such as SMS). */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 3_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
