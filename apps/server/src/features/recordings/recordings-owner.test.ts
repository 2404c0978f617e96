import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  RecordingDetailsListSchema,
  RecordingDetailsSchema,
  ScheduledDeletionSchema,
  SmsOutboxSchema,
} from '@redzone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { alertBody, createAlert, eventually, randomPlace } from '../../test/alerts';
import { saveConfirmedCircle } from '../../test/contacts';
import { createTestApp } from '../../test/create-test-app';
import {
  asSession,
  latestCode,
  randomPhone,
  startSession,
  startVerifiedSession,
  type TestSession,
  wrongCode,
} from '../../test/phone-sessions';
import { chainOf, finishUpload, putChunk, startUpload, uploadAll } from '../../test/recordings';
import { describeApi } from '../../test/test-database';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The retention sweep runs this often here, so the test sees the real sweep do its work. */
const RETENTION_SWEEP_TEST_MS = 50;

describeApi('recordings: the owner alone, metadata and retention (/api/recordings)', () => {
  let app: App;
  let dataDir: string;
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  let owner: TestSession;
  let stranger: TestSession;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'redzone-recordings-'));
    app = await createTestApp(
      // One owner opens many uploads here; the limit on open uploads has its own test.
      { DATA_DIR: dataDir, RECORDING_OPEN_UPLOADS: '1000' },
      { now: clock, recordingRetentionSweepMs: RETENTION_SWEEP_TEST_MS },
    );
    owner = await startSession(app);
    stranger = await startSession(app);
  });
  afterAll(() => app.close());

  describe('owner only', () => {
    it('answers 404 to anyone else, for every call, and changes nothing', async () => {
      const chunks = [randomBytes(100)];
      const { recordingId } = await startUpload(app, owner);
      await uploadAll(app, owner, recordingId, chunks);
      const calls = [
        { method: 'GET' as const, url: `/api/recordings/${recordingId}` },
        { method: 'GET' as const, url: `/api/recordings/${recordingId}/upload` },
        { method: 'GET' as const, url: `/api/recordings/${recordingId}/video` },
        { method: 'DELETE' as const, url: `/api/recordings/${recordingId}` },
      ];
      for (const call of calls) {
        // A forged user-id header is no identity: only the session cookie counts.
        const response = await app.inject({
          ...call,
          headers: { 'user-id': owner.userId },
          ...asSession(stranger),
        });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
        expect(response.json()).toMatchObject({ code: 'recording_not_found' });
      }
      expect((await putChunk(app, stranger, recordingId, 1, randomBytes(10))).statusCode).toBe(404);
      expect((await finishUpload(app, stranger, recordingId, chunks)).statusCode).toBe(404);

      const list = await app.inject({
        method: 'GET',
        url: '/api/recordings',
        ...asSession(stranger),
      });
      expect(RecordingDetailsListSchema.parse(list.json()).map((r) => r.id)).not.toContain(
        recordingId,
      );
      const anonymous = await app.inject({ method: 'GET', url: '/api/recordings' });
      expect(anonymous.statusCode).toBe(401);
    });

    it('schedules a deletion 7 days away: 202 with the date, footage still there, Undo, then gone', async () => {
      const { recordingId } = await startUpload(app, owner);
      await uploadAll(app, owner, recordingId, [randomBytes(100)]);
      const remove = () =>
        app.inject({
          method: 'DELETE',
          url: `/api/recordings/${recordingId}`,
          ...asSession(owner),
        });
      const asked = await remove();
      expect(asked.statusCode).toBe(202);
      const { deleteAt } = ScheduledDeletionSchema.parse(asked.json());
      expect(Date.parse(deleteAt) - Date.now()).toBeGreaterThan(7 * DAY_MS - 60_000);
      expect(Date.parse(deleteAt) - Date.now()).toBeLessThanOrEqual(7 * DAY_MS);
      // Whoever took the phone cannot erase it on the spot: it is all still there.
      const footage = await app.inject({
        method: 'GET',
        url: `/api/recordings/${recordingId}/video`,
        ...asSession(owner),
      });
      expect(footage.statusCode).toBe(200);
      const shown = await app.inject({
        method: 'GET',
        url: `/api/recordings/${recordingId}`,
        ...asSession(owner),
      });
      expect(RecordingDetailsSchema.parse(shown.json()).deleteAt).toBe(deleteAt);
      // Asking again changes nothing; Undo clears it.
      expect(ScheduledDeletionSchema.parse((await remove()).json()).deleteAt).toBe(deleteAt);
      const undone = await app.inject({
        method: 'DELETE',
        url: `/api/recordings/${recordingId}/deletion`,
        ...asSession(owner),
      });
      expect(RecordingDetailsSchema.parse(undone.json()).deleteAt).toBeNull();
      offsetMs = 8 * DAY_MS;
      try {
        await new Promise((resolve) => setTimeout(resolve, 4 * RETENTION_SWEEP_TEST_MS));
        expect(await readdir(join(dataDir, 'recordings'))).toContain(`${recordingId}.rzv`);
      } finally {
        offsetMs = 0;
      }

      expect((await remove()).statusCode).toBe(202);
      offsetMs = 7 * DAY_MS + 60_000;
      try {
        await eventually(async () => {
          expect(await readdir(join(dataDir, 'recordings'))).not.toContain(`${recordingId}.rzv`);
          const gone = await app.inject({
            method: 'GET',
            url: `/api/recordings/${recordingId}`,
            ...asSession(owner),
          });
          expect(gone.statusCode).toBe(404);
        });
      } finally {
        offsetMs = 0;
      }
    });

    it('asks for a code texted to the trusted contacts (never the phone that asks) before scheduling an alert’s recording, and tells them', async () => {
      const verified = await startVerifiedSession(app);
      const contact = randomPhone();
      // A contact who confirmed: only they are ever texted.
      await saveConfirmedCircle(app, verified, [contact.e164]);
      const alert = await createAlert(app, verified, alertBody(randomPlace()));
      const { recordingId } = await startUpload(app, verified, { alertId: alert.id });
      const remove = (code?: string) =>
        app.inject({
          method: 'DELETE',
          url: `/api/recordings/${recordingId}`,
          ...(code === undefined ? {} : { payload: { code } }),
          ...asSession(verified),
        });
      const first = await remove();
      expect(first.statusCode).toBe(403);
      expect(first.json()).toMatchObject({ code: 'deletion_code_required' });
      const code = await latestCode(app, contact.e164);
      // The phone that asked gets no code: whoever holds it must not be able to finish alone.
      expect(await latestCode(app, verified.e164)).not.toBe(code);
      const wrong = await remove(wrongCode(code));
      expect(wrong.json()).toMatchObject({ code: 'deletion_code_invalid' });
      const shown = await app.inject({
        method: 'GET',
        url: `/api/recordings/${recordingId}`,
        ...asSession(verified),
      });
      expect(RecordingDetailsSchema.parse(shown.json()).deleteAt).toBeNull();

      const right = await remove(code);
      expect(right.statusCode).toBe(202);
      await eventually(async () => {
        const outbox = await app.inject({
          method: 'GET',
          url: `/api/dev/sms-outbox?phone=${encodeURIComponent(contact.e164)}`,
        });
        const [text] = SmsOutboxSchema.parse(outbox.json());
        expect(text?.body).toMatch(/asked to delete a recording .* stays on the server until/);
      });
    });
  });

  describe('metadata (POST /api/enhanced-recordings)', () => {
    const metadata = {
      title: 'Emergency Recording',
      description: 'Traffic stop on Olive Ave',
      duration: 65.4,
      quality: '720p',
      cameraType: 'dual',
      latitude: 34.1808,
      longitude: -118.309,
      location: 'Burbank, CA',
    };

    it('describes an upload, linked to its alert, and lists it with its receipt', async () => {
      const verified = await startVerifiedSession(app);
      const alert = await createAlert(app, verified, alertBody(randomPlace()));
      const chunks = [randomBytes(100)];
      const { recordingId } = await startUpload(app, verified, { alertId: alert.id });
      await uploadAll(app, verified, recordingId, chunks);
      await finishUpload(app, verified, recordingId, chunks);

      const response = await app.inject({
        method: 'POST',
        url: '/api/enhanced-recordings',
        payload: { ...metadata, alertId: alert.id, recordingId },
        ...asSession(verified),
      });
      expect(response.statusCode).toBe(201);
      const recording = RecordingDetailsSchema.parse(response.json());
      expect(recording).toMatchObject({
        id: recordingId,
        alertId: alert.id,
        duration: 65,
        cameraType: 'dual',
        location: 'Burbank, CA',
        title: 'Emergency Recording',
      });
      expect(recording.receipt?.chainHash).toBe(await chainOf(recordingId, chunks));

      const list = await app.inject({
        method: 'GET',
        url: '/api/recordings',
        ...asSession(verified),
      });
      expect(RecordingDetailsListSchema.parse(list.json())[0]?.id).toBe(recordingId);
    });

    it("stores the spec's metadata alone as a recording without footage", async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/enhanced-recordings',
        payload: { ...metadata, alertId: null },
        ...asSession(owner),
      });
      expect(response.statusCode).toBe(201);
      const recording = RecordingDetailsSchema.parse(response.json());
      expect(recording.upload.chunkCount).toBe(0);
      expect(recording.receipt).toBeNull();
      expect(recording.id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('refuses bad metadata and unknown alerts with a clear error', async () => {
      const bad = await app.inject({
        method: 'POST',
        url: '/api/enhanced-recordings',
        payload: { ...metadata, alertId: null, quality: '4k', duration: -1 },
        ...asSession(owner),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'validation_failed' });
      const unknownAlert = await app.inject({
        method: 'POST',
        url: '/api/recordings',
        payload: { mimeType: 'video/webm', alertId: 'no-such-alert' },
        ...asSession(owner),
      });
      expect(unknownAlert.statusCode).toBe(400);
      expect(unknownAlert.json()).toMatchObject({ code: 'alert_not_found' });
      const notVideo = await app.inject({
        method: 'POST',
        url: '/api/recordings',
        payload: { mimeType: 'text/html', alertId: null },
        ...asSession(owner),
      });
      expect(notVideo.statusCode).toBe(400);
    });
  });

  describe('retention', () => {
    it('deletes recordings past RECORDING_RETENTION_DAYS, footage first, and keeps newer ones', async () => {
      const old = await startUpload(app, owner);
      await uploadAll(app, owner, old.recordingId, [randomBytes(100)]);
      const detail = await app.inject({
        method: 'GET',
        url: `/api/recordings/${old.recordingId}`,
        ...asSession(owner),
      });
      const { expiresAt, createdAt, keptBecause } = RecordingDetailsSchema.parse(detail.json());
      expect(Date.parse(expiresAt ?? '') - Date.parse(createdAt)).toBe(90 * DAY_MS);
      expect(keptBecause).toBeNull();

      // Kept by its owner, prepared as a complaint, or an alert's: all stay.
      const kept = await startUpload(app, owner);
      const keep = await app.inject({
        method: 'PUT',
        url: `/api/recordings/${kept.recordingId}/keep`,
        payload: { keep: true },
        ...asSession(owner),
      });
      expect(RecordingDetailsSchema.parse(keep.json())).toMatchObject({
        keptBecause: 'person',
        expiresAt: null,
      });
      const alerter = await startVerifiedSession(app);
      // Begun at the touch, before the alert had an id, and never described (its phone had no
      // more of it): still the alert's footage.
      const touched = await startUpload(app, alerter);
      const alert = await createAlert(app, alerter, randomPlace());
      const ofAlert = await startUpload(app, alerter, { alertId: alert.id });
      const touchedDetail = await app.inject({
        method: 'GET',
        url: `/api/recordings/${touched.recordingId}`,
        ...asSession(alerter),
      });
      expect(RecordingDetailsSchema.parse(touchedDetail.json())).toMatchObject({
        alertId: null,
        keptBecause: 'alert',
        expiresAt: null,
      });
      const reported = await startUpload(app, alerter);
      const filed = await app.inject({
        method: 'POST',
        url: '/api/video-reports',
        payload: {
          recordingId: reported.recordingId,
          agencyId: 'CA0191200',
          crimeType: 'assault',
          incidentDate: new Date().toISOString(),
          officerBadgeNumber: null,
          officerName: null,
          incidentDescription: 'Pushed',
          witnessCount: 0,
          isAnonymous: false,
        },
        ...asSession(alerter),
      });
      expect(filed.statusCode).toBe(201);
      const letGo = await app.inject({
        method: 'PUT',
        url: `/api/recordings/${reported.recordingId}/keep`,
        payload: { keep: false },
        ...asSession(alerter),
      });
      expect(RecordingDetailsSchema.parse(letGo.json()).keptBecause).toBe('report');

      offsetMs = 89 * DAY_MS;
      const fresh = await startUpload(app, owner);
      offsetMs = 91 * DAY_MS;
      try {
        await eventually(async () => {
          const files = await readdir(join(dataDir, 'recordings'));
          expect(files).not.toContain(`${old.recordingId}.rzv`);
          const gone = await app.inject({
            method: 'GET',
            url: `/api/recordings/${old.recordingId}`,
            ...asSession(owner),
          });
          expect(gone.statusCode).toBe(404);
        });
      } finally {
        offsetMs = 0;
      }
      const list = await app.inject({ method: 'GET', url: '/api/recordings', ...asSession(owner) });
      const ids = RecordingDetailsListSchema.parse(list.json()).map((r) => r.id);
      expect(ids).not.toContain(old.recordingId);
      expect(ids).toContain(fresh.recordingId);
      expect(ids).toContain(kept.recordingId);
      const theirs = await app.inject({
        method: 'GET',
        url: '/api/recordings',
        ...asSession(alerter),
      });
      const alerterIds = RecordingDetailsListSchema.parse(theirs.json()).map((r) => r.id);
      expect(alerterIds).toEqual(
        expect.arrayContaining([ofAlert.recordingId, reported.recordingId, touched.recordingId]),
      );
    });
  });
});
