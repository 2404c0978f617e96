import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createIsolatedTestApp } from '../../test/create-test-app';
import { asSession, startVerifiedSession, type TestSession } from '../../test/phone-sessions';
import {
  createRouteInventory,
  type RegisteredRoute,
  routeKey,
  UNSAFE_METHODS,
} from '../../test/route-inventory';
import { changedKeys, createStoredDataSnapshot, type StoredData } from '../../test/stored-data';
import { describeApi } from '../../test/test-database';

/**
 * A cross-site Origin is refused, for every state-changing route the server registers (the
 * guard itself is shown on a test route in errors.test.ts): a verified session's browser tricked
 * into a write by another site gets 403 cross_site_request, and nothing is stored.
 */

const ADMIN_TOKEN = 'cross-site-suite-admin-token-0123456789';

/** What a browser on another site attaches to a forged request, one way or another. */
const CROSS_SITE_HEADERS: Record<string, string>[] = [
  { origin: 'https://evil.example' },
  { origin: 'http://localhost:8080' },
  { origin: 'null' },
  { 'sec-fetch-site': 'cross-site' },
];

describeApi('cross-site writes on every route', () => {
  const inventory = createRouteInventory();
  let app: App;
  let snapshot: () => Promise<StoredData>;
  let writeRoutes: RegisteredRoute[];
  let who: TestSession;

  beforeAll(async () => {
    const isolated = await createIsolatedTestApp({ ADMIN_TOKEN }, { onRoute: inventory.onRoute });
    app = isolated.app;
    await app.ready();
    snapshot = createStoredDataSnapshot(isolated);
    writeRoutes = inventory.routes().filter((route) => UNSAFE_METHODS.includes(route.method));
    who = await startVerifiedSession(app);
  });
  afterAll(() => app?.close());

  it('refuses each with 403 cross_site_request and stores nothing', async () => {
    expect(writeRoutes.length).toBeGreaterThan(20);
    const before = await snapshot();
    for (const route of writeRoutes) {
      for (const headers of CROSS_SITE_HEADERS) {
        const response = await app.inject({
          method: route.method,
          url: route.url.replace(/:[A-Za-z0-9_]+/g, '1'),
          headers: { ...headers, authorization: `Bearer ${ADMIN_TOKEN}` },
          payload: { latitude: 41.9, longitude: -87.6 },
          ...asSession(who),
        });
        const label = `${routeKey(route)} with ${JSON.stringify(headers)}`;
        expect(response.statusCode, label).toBe(403);
        expect(response.json(), label).toMatchObject({ code: 'cross_site_request' });
      }
    }
    expect(changedKeys(before, await snapshot())).toEqual([]);
  });

  it('lets the same write through from the app’s own origin', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/observer/location',
      headers: { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' },
      payload: { latitude: 41.9, longitude: -87.6 },
      ...asSession(who),
    });
    expect(response.statusCode).toBe(204);
  });
});
