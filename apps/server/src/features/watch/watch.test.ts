import { randomBytes, randomUUID } from 'node:crypto';
import {
  CustodyLogSchema,
  RECORDING_CHUNK_SHA256_HEADER,
  sha256Hex,
  WatchViewSchema,
} from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { alertBody, createAlert, endAlert, randomPlace } from '../../test/alerts';
import { outboxOf, saveConfirmedCircle } from '../../test/contacts';
import { createTestApp } from '../../test/create-test-app';
import { asSession, randomPhone, startVerifiedSession } from '../../test/phone-sessions';
import { startUpload, uploadAll } from '../../test/recordings';
import { describeApi } from '../../test/test-database';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Issue 27: the trusted contacts' private, expiring link to watch an alert live. */
describeApi('watch links (GET /api/watch/:token)', () => {
  let app: App;
  let offsetMs = 0;
  beforeAll(async () => {
    app = await createTestApp({}, { now: () => new Date(Date.now() + offsetMs) });
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
    // The viewing is in the recording's custody log, by the alert's watch link (issue 28).
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

    // Valid 24 h after the end, then 410.
    await endAlert(app, person, alert.id);
    const ended = WatchViewSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/watch/${token}` })).json(),
    );
    expect(ended.alert.status).toBe('ended');
    expect(ended.validUntil).not.toBeNull();
    offsetMs = DAY_MS + 60_000;
    const gone = await app.inject({ method: 'GET', url: `/api/watch/${token}` });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ code: 'watch_link_expired' });
    offsetMs = 0;
  });
});
