import { OfficerSchema, SessionSchema } from '@redzone/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import {
  alertAcknowledgements,
  alertResponses,
  alerts,
  identities,
  officerReports,
  pinHashes,
  trustedContacts,
} from '../../db/schema';
import { createAlert, randomPlace, respond } from '../../test/alerts';
import { putCircle } from '../../test/contacts';
import { createTestAppWithDatabase } from '../../test/create-test-app';
import { createOfficer, createReport, getOfficer, uniqueCity } from '../../test/officers';
import {
  asSession,
  randomPhone,
  startVerifiedSession,
  type TestSession,
} from '../../test/phone-sessions';
import { putPins } from '../../test/pins';
import { startUpload } from '../../test/recordings';
import { describeApi } from '../../test/test-database';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Alerts, responses and identities were kept forever, and nothing deleted an
 * identity or a phone, though the verify page promises removal.
 */
describeApi('removal and retention', () => {
  let app: App;
  let db: Database;
  let offsetMs = 0;
  beforeAll(async () => {
    ({ app, db } = await createTestAppWithDatabase(
      { ALERT_RETENTION_DAYS: '30' },
      { now: () => new Date(Date.now() + offsetMs), alertRetentionSweepMs: 100 },
    ));
  });
  afterAll(() => app.close());

  const isVerified = async (who: TestSession) =>
    SessionSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/session', ...asSession(who) })).json(),
    ).isPhoneVerified;

  it('removes the phone number: the identity is no longer verified', async () => {
    const who = await startVerifiedSession(app);
    const removed = await app.inject({ method: 'DELETE', url: '/api/phone', ...asSession(who) });
    expect(removed.statusCode).toBe(204);
    expect(await isVerified(who)).toBe(false);
    const [row] = await db.select().from(identities).where(eq(identities.id, who.userId));
    expect(row).toMatchObject({ phoneHash: null, phoneEncrypted: null, phoneVerifiedAt: null });
  });

  it('DELETE /api/me deletes everything of the identity and takes its grades off officers', async () => {
    const who = await startVerifiedSession(app);
    const other = await startVerifiedSession(app);
    const officer = await createOfficer(app, other, uniqueCity());
    await createReport(app, who, officer.id, { rating: 'F' });
    const alert = await createAlert(app, who, randomPlace());
    const othersAlert = await createAlert(app, other, randomPlace());
    await respond(app, who, othersAlert.id);
    await putCircle(app, who, [randomPhone().e164]);

    const erased = await app.inject({ method: 'DELETE', url: '/api/me', ...asSession(who) });
    expect(erased.statusCode).toBe(204);
    expect(erased.cookies.some((c) => c.name === 'redzone_session' && c.value === '')).toBe(true);
    // Kept bare and revoked, so a copy of the cookie is refused as it is after a pretended delete.
    const [tombstone] = await db.select().from(identities).where(eq(identities.id, who.userId));
    expect(tombstone).toMatchObject({
      phoneHash: null,
      phoneEncrypted: null,
      phoneVerifiedAt: null,
    });
    expect(tombstone?.revokedAt).toBeInstanceOf(Date);
    expect(await db.select().from(alerts).where(eq(alerts.id, alert.id))).toEqual([]);
    expect(
      await db.select().from(alertResponses).where(eq(alertResponses.userId, who.userId)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(alertAcknowledgements)
        .where(eq(alertAcknowledgements.userId, who.userId)),
    ).toEqual([]);
    expect(
      await db.select().from(officerReports).where(eq(officerReports.userId, who.userId)),
    ).toEqual([]);
    expect(
      await db.select().from(trustedContacts).where(eq(trustedContacts.ownerId, who.userId)),
    ).toEqual([]);
    expect(OfficerSchema.parse((await getOfficer(app, officer.id)).json())).toMatchObject({
      totalReports: 0,
      negativeReports: 0,
      averageRating: 0,
    });
  });

  it("DELETE /api/me deletes the PINs' hashes, even when recordings keep the identity", async () => {
    const who = await startVerifiedSession(app);
    await putPins(app, who, { pins: { stop: '2468', duress: '1357' } });
    await startUpload(app, who);
    expect(await db.select().from(pinHashes).where(eq(pinHashes.userId, who.userId))).toHaveLength(
      1,
    );

    const erased = await app.inject({
      method: 'DELETE',
      url: '/api/me',
      payload: { pin: '2468' },
      ...asSession(who),
    });
    expect(erased.statusCode).toBe(204);
    expect(await db.select().from(identities).where(eq(identities.id, who.userId))).toHaveLength(1);
    expect(await db.select().from(pinHashes).where(eq(pinHashes.userId, who.userId))).toEqual([]);
  });

  it('refuses to delete everything without the stop PIN while PINs are set; the duress PIN deletes nothing, ends the alert and signs the phone out as a delete does', async () => {
    const who = await startVerifiedSession(app);
    await putPins(app, who, { pins: { stop: '2468', duress: '1357' } });
    const alert = await createAlert(app, who, randomPlace());
    const erase = (payload?: { pin: string }) =>
      app.inject({
        method: 'DELETE',
        url: '/api/me',
        ...asSession(who),
        ...(payload ? { payload } : {}),
      });

    expect((await erase()).json()).toMatchObject({ code: 'pin_required' });
    expect((await erase({ pin: '0000' })).json()).toMatchObject({ code: 'pin_wrong' });
    const pretended = await erase({ pin: '1357' });
    expect(pretended.statusCode).toBe(204);
    expect(pretended.cookies.find((c) => /redzone_session/.test(c.name))?.value).toBe('');
    // Its alert ends for everyone, as a real delete ends it; nothing else is deleted.
    const [still] = await db.select().from(alerts).where(eq(alerts.id, alert.id));
    expect(still?.status).toBe('ended');
    expect(await db.select().from(pinHashes).where(eq(pinHashes.userId, who.userId))).toHaveLength(
      1,
    );
    // The cookie the phone had stops counting, as after a real delete.
    expect((await erase({ pin: '2468' })).statusCode).toBe(401);

    const other = await startVerifiedSession(app);
    await putPins(app, other, { pins: { stop: '2468', duress: null } });
    const theirs = await createAlert(app, other, randomPlace());
    const real = await app.inject({
      method: 'DELETE',
      url: '/api/me',
      payload: { pin: '2468' },
      ...asSession(other),
    });
    expect(real.statusCode).toBe(204);
    expect(await db.select().from(alerts).where(eq(alerts.id, theirs.id))).toEqual([]);
    const again = await app.inject({
      method: 'GET',
      url: '/api/trusted-contacts',
      ...asSession(other),
    });
    expect(again.statusCode).toBe(401);
  });

  it('deletes alerts and their responses once ALERT_RETENTION_DAYS have passed', async () => {
    const sender = await startVerifiedSession(app);
    const responder = await startVerifiedSession(app);
    offsetMs = -31 * DAY_MS;
    const old = await createAlert(app, sender, randomPlace());
    await respond(app, responder, old.id);
    offsetMs = 0;
    const recent = await createAlert(app, sender, randomPlace());
    await expect
      .poll(async () => (await db.select().from(alerts).where(eq(alerts.id, old.id))).length)
      .toBe(0);
    expect(
      await db.select().from(alertResponses).where(eq(alertResponses.alertId, old.id)),
    ).toEqual([]);
    expect(await db.select().from(alerts).where(eq(alerts.id, recent.id))).toHaveLength(1);
  });
});
