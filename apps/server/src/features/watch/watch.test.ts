import { randomBytes, randomUUID } from 'node:crypto';
import {
  CustodyLogSchema,
  RECORDING_CHUNK_SHA256_HEADER,
  sha256Hex,
  WATCH_LINK_AFTER_END_MS,
  WatchViewSchema,
} from '@redzone/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { watchLinks } from '../../db/schema';
import { alertBody, createAlert, endAlert, eventually, randomPlace } from '../../test/alerts';
import { checkPin, putPins } from '../../test/pins';
import { answerConsent, consentToken, outboxOf, saveConfirmedCircle } from '../../test/contacts';
import { createTestAppWithDatabase } from '../../test/create-test-app';
import { asSession, randomPhone, startVerifiedSession } from '../../test/phone-sessions';
import { startUpload, uploadAll } from '../../test/recordings';
import { describeApi } from '../../test/test-database';

/** The trusted contacts' private, expiring links to watch an alert live: one per contact. */
describeApi('watch links (GET /api/watch/:token)', () => {
  let app: App;
  let db: Database;
  let offsetMs = 0;
  beforeAll(async () => {
    ({ app, db } = await createTestAppWithDatabase(
      {},
      { now: () => new Date(Date.now() + offsetMs) },
    ));
  });
  afterAll(() => app.close());

  /** The link the contact's SMS carried, and the token in it. */
  async function linkTexted(contact: string): Promise<string> {
    const [newest] = await outboxOf(app, contact);
    const match = /Watch live: (\S+)/.exec(newest?.body ?? '');
    if (!match?.[1]) throw new Error(`no watch link in: ${newest?.body}`);
    const url = new URL(match[1]);
    expect(url.pathname).toBe('/watch');
    return url.hash.slice(1);
  }

  it("texts the contacts a link that shows the alert's place and state and plays its evidence, with no session", async () => {
    const person = await startVerifiedSession(app);
    const contact = randomPhone().e164;
    await saveConfirmedCircle(app, person, [contact]);
    const place = randomPlace();
    const alert = await createAlert(app, person, alertBody(place));
    const token = await (async () => {
      for (let i = 0; i < 30; i += 1) {
        try {
          return await linkTexted(contact);
        } catch {
          await new Promise((wait) => setTimeout(wait, 100));
        }
      }
      return linkTexted(contact);
    })();

    // A recording of the alert, with its evidence layer.
    const { recordingId } = await startUpload(app, person, { alertId: alert.id });
    const layerId = randomUUID();
    await app.inject({
      method: 'POST',
      url: `/api/recordings/${recordingId}/layers/evidence`,
      payload: { layerId, mimeType: 'video/webm' },
      ...asSession(person),
    });
    const sound = randomBytes(500);
    await app.inject({
      method: 'PUT',
      url: `/api/recordings/${recordingId}/layers/evidence/chunks/0`,
      headers: {
        'content-type': 'application/octet-stream',
        [RECORDING_CHUNK_SHA256_HEADER]: await sha256Hex(sound),
      },
      payload: sound,
      ...asSession(person),
    });
    await uploadAll(app, person, recordingId, [randomBytes(800)]);

    const view = await app.inject({ method: 'GET', url: `/api/watch/${token}` });
    expect(view.statusCode).toBe(200);
    expect(view.headers['cache-control']).toBe('no-store');
    const shown = WatchViewSchema.parse(view.json());
    expect(shown.alert).toMatchObject({
      latitude: place.latitude,
      longitude: place.longitude,
      status: 'active',
      isDuress: false,
    });
    expect(JSON.stringify(shown)).not.toContain(person.userId);
    expect(shown.validUntil).toBeNull();
    expect(shown.recordings).toHaveLength(1);
    const evidenceUrl = shown.recordings[0]?.evidence?.url ?? '';
    const played = await app.inject({ method: 'GET', url: evidenceUrl });
    expect(played.statusCode).toBe(200);
    expect(played.rawPayload.equals(sound)).toBe(true);
    // The viewing is in the recording's custody log, by the alert's watch link.
    const custody = await app.inject({
      method: 'GET',
      url: `/api/recordings/${recordingId}/custody-log`,
      ...asSession(person),
    });
    expect(CustodyLogSchema.parse(custody.json()).entries).toContainEqual(
      expect.objectContaining({
        actor: `watch-link:${alert.id}`,
        action: 'view',
        detail: 'evidence layer',
      }),
    );

    // Another recording of the same person, from before this alert: not through this link.
    offsetMs = -10 * 60_000;
    const other = await startUpload(app, person);
    offsetMs = 0;
    await uploadAll(app, person, other.recordingId, [randomBytes(100)]);
    const notIt = await app.inject({
      method: 'GET',
      url: `/api/watch/${token}/recordings/${other.recordingId}/evidence`,
    });
    expect(notIt.statusCode).toBe(404);
    // One begun at the touch, before the alert had an id (linked only when described): shown.
    const atTouch = await startUpload(app, person);
    const listed = WatchViewSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/watch/${token}` })).json(),
    );
    expect(listed.recordings.map((r) => r.id)).toContain(atTouch.recordingId);
    expect(listed.recordings.map((r) => r.id)).not.toContain(other.recordingId);

    // A forged or altered link is refused the same way.
    const forged = `${alert.id}.${'A'.repeat(32)}`;
    expect((await app.inject({ method: 'GET', url: `/api/watch/${forged}` })).statusCode).toBe(404);

    // Valid for WATCH_LINK_AFTER_END_MS after the end, then 410.
    await endAlert(app, person, alert.id);
    const ended = WatchViewSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/watch/${token}` })).json(),
    );
    expect(ended.alert.status).toBe('ended');
    expect(ended.validUntil).not.toBeNull();
    offsetMs = WATCH_LINK_AFTER_END_MS - 60_000;
    expect((await app.inject({ method: 'GET', url: `/api/watch/${token}` })).statusCode).toBe(200);
    offsetMs = WATCH_LINK_AFTER_END_MS + 60_000;
    const gone = await app.inject({ method: 'GET', url: `/api/watch/${token}` });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ code: 'watch_link_expired' });
    offsetMs = 0;
  });

  it('gives each contact a link of their own: removing one cuts theirs, and only a confirmed contact sees a duress', async () => {
    const person = await startVerifiedSession(app);
    const [kept, removed] = [randomPhone().e164, randomPhone().e164];
    await saveConfirmedCircle(app, person, [kept, removed]);
    await putPins(app, person, { pins: { stop: '246810', duress: '135790' } });
    const alert = await createAlert(app, person, alertBody(randomPlace()));
    const [keptToken, removedToken] = await eventually(async () =>
      Promise.all([linkTexted(kept), linkTexted(removed)]),
    );
    expect(keptToken).not.toBe(removedToken);
    const view = (token: string) => app.inject({ method: 'GET', url: `/api/watch/${token}` });
    expect((await view(removedToken)).statusCode).toBe(200);

    const circle = await app.inject({
      method: 'PUT',
      url: '/api/trusted-contacts',
      payload: { contacts: [{ name: 'Kept', phone: kept, relationship: 'Family' }], pin: '246810' },
      ...asSession(person),
    });
    expect(circle.statusCode).toBe(200);
    expect((await view(removedToken)).json()).toMatchObject({ code: 'watch_link_invalid' });
    expect((await view(keptToken)).statusCode).toBe(200);

    expect((await checkPin(app, person, '135790', alert.id)).statusCode).toBe(204);
    await eventually(async () => {
      const seen = WatchViewSchema.parse((await view(keptToken)).json());
      expect(seen.alert).toMatchObject({ status: 'active', isDuress: true });
    });
  });

  it('shows no duress mark to a contact who no longer confirms, and keeps no token in its table', async () => {
    const person = await startVerifiedSession(app);
    const [confirmed, withdrawn] = [randomPhone().e164, randomPhone().e164];
    await saveConfirmedCircle(app, person, [confirmed, withdrawn]);
    await putPins(app, person, { pins: { stop: '246810', duress: '135790' } });
    const alert = await createAlert(app, person, alertBody(randomPlace()));
    const tokens = await eventually(async () =>
      Promise.all([linkTexted(confirmed), linkTexted(withdrawn)]),
    );
    const [confirmedToken, withdrawnToken] = tokens;
    const view = (token: string) => app.inject({ method: 'GET', url: `/api/watch/${token}` });

    // The table holds one row per contact for the alert, and none of them holds a token's text.
    const rows = await db.select().from(watchLinks).where(eq(watchLinks.alertId, alert.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      for (const token of tokens) expect(JSON.stringify(row)).not.toContain(token);
    }

    // One contact takes their consent back (their link from the confirmation text); the other
    // still confirms.
    const answered = await answerConsent(app, await consentToken(app, withdrawn), false);
    expect(answered.json()).toMatchObject({ status: 'declined' });
    expect((await checkPin(app, person, '135790', alert.id)).statusCode).toBe(204);
    await eventually(async () => {
      const seen = WatchViewSchema.parse((await view(confirmedToken)).json());
      expect(seen.alert).toMatchObject({ status: 'active', isDuress: true });
    });
    const unconfirmed = await view(withdrawnToken);
    expect(unconfirmed.statusCode).toBe(200);
    expect(WatchViewSchema.parse(unconfirmed.json()).alert).toMatchObject({
      status: 'active',
      isDuress: false,
    });
  });
});
