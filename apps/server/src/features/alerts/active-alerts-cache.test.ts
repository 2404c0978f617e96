import { randomUUID } from 'node:crypto';
import { ACTIVE_ALERTS_CACHE_TTL_MS, ALERT_LIST_LIMIT, ALERT_RATE_LIMIT } from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { markIdentityPhoneVerified } from '../../platform/identity/identity.queries';
import { createTestAppWithDatabase } from '../../test/create-test-app';
import { describeApi } from '../../test/test-database';
import { createActiveAlertsCache } from './active-alerts-cache';
import { createAlertUnlessLimited } from './alerts.queries';

/** An alert stored without its event reaching the cache: what a lost bus message leaves behind. */
async function storeUnannounced(db: Database): Promise<string> {
  const userId = `user-${Date.now()}-cache${randomUUID()}`;
  const now = new Date();
  await markIdentityPhoneVerified(db, {
    id: userId,
    verifiedAt: now,
    phoneEncrypted: 'sealed',
    phoneHash: `hash-${userId}`,
  });
  const id = randomUUID();
  const stored = await createAlertUnlessLimited(
    db,
    {
      id,
      userId,
      latitude: 41.88,
      longitude: -87.63,
      location: '100 N Main St',
      descriptions: ['Traffic stop'],
      createdAt: now,
      shownContacts: null,
    },
    { count: ALERT_RATE_LIMIT, windowStart: new Date(0) },
  );
  if (stored.kind !== 'created') throw new Error(`the alert was refused: ${stored.kind}`);
  return id;
}

const waitPastTtl = () => new Promise((resolve) => setTimeout(resolve, ACTIVE_ALERTS_CACHE_TTL_MS));

describeApi('the active-alerts cache', () => {
  let app: App;
  let db: Database;

  beforeAll(async () => {
    ({ app, db } = await createTestAppWithDatabase());
  });
  afterAll(() => app.close());

  async function listedIds(cache: ReturnType<typeof createActiveAlertsCache>) {
    const snapshot = await cache.get();
    return snapshot.newest(new Date(), ALERT_LIST_LIMIT).map((row) => row.id);
  }

  it('with a bus that may miss events (Redis), reads an unannounced alert within the TTL', async () => {
    const cache = createActiveAlertsCache({ db, clock: () => new Date(), mayMissEvents: true });
    await cache.get();
    const id = await storeUnannounced(db);
    expect(await listedIds(cache)).not.toContain(id);
    await waitPastTtl();
    await expect.poll(() => listedIds(cache)).toContain(id);
  });

  it('with the in-memory bus, does not read the database again: events keep it current', async () => {
    const cache = createActiveAlertsCache({ db, clock: () => new Date(), mayMissEvents: false });
    await cache.get();
    const id = await storeUnannounced(db);
    await waitPastTtl();
    await cache.get();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await listedIds(cache)).not.toContain(id);
  });
});
