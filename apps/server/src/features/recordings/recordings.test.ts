import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ChunkReceiptSchema,
  RECORDING_CHUNK_SHA256_HEADER,
  RecordingDetailsListSchema,
  RecordingDetailsSchema,
  RecordingReceiptSchema,
  RecordingUploadStatusSchema,
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
import {
  chainOf,
  finishUpload,
  putChunk,
  sha256,
  startUpload,
  uploadAll,
} from '../../test/recordings';
import { describeApi } from '../../test/test-database';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The retention sweep runs this often here, so the test sees the real sweep do its work. */
const RETENTION_SWEEP_TEST_MS = 50;

describeApi('recording evidence upload (/api/recordings)', () => {
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

  describe('chunk integrity', () => {
    it('acknowledges chunks in order, each moving the hash chain the recorder computes', async () => {
      const status = await startUpload(app, owner);
      expect(status).toMatchObject({ status: 'uploading', chunkCount: 0, byteCount: 0 });
      expect(status.chainHash).toBe(await chainOf(status.recordingId, []));

      const chunks = [randomBytes(1000), randomBytes(2500)];
      const first = await putChunk(app, owner, status.recordingId, 0, chunks[0]!);
      expect(first.statusCode).toBe(200);
      const receipt = ChunkReceiptSchema.parse(first.json());
      expect(receipt).toMatchObject({ index: 0, chunkCount: 1, byteCount: 1000 });
      expect(receipt.chainHash).toBe(await chainOf(status.recordingId, chunks.slice(0, 1)));

      const second = ChunkReceiptSchema.parse(
        (await putChunk(app, owner, status.recordingId, 1, chunks[1]!)).json(),
      );
      expect(second).toMatchObject({ index: 1, chunkCount: 2, byteCount: 3500 });
      expect(second.chainHash).toBe(await chainOf(status.recordingId, chunks));
    });

    it('refuses a chunk whose hash does not match and stores nothing', async () => {
      const { recordingId } = await startUpload(app, owner);
      const chunk = randomBytes(500);
      const response = await putChunk(app, owner, recordingId, 0, chunk, {
        sha256: await sha256(randomBytes(500)),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'chunk_hash_mismatch' });
      expect(response.json().error).toMatch(/Send it again/);
      const status = await app.inject({
        method: 'GET',
        url: `/api/recordings/${recordingId}/upload`,
        ...asSession(owner),
      });
      expect(RecordingUploadStatusSchema.parse(status.json()).chunkCount).toBe(0);
    });

    it("takes the recorder's own id, answers a repeated start with the same upload, and keeps ids apart", async () => {
      const id = randomUUID();
      const first = await startUpload(app, owner, { id });
      expect(first.recordingId).toBe(id);
      expect(first.chainHash).toBe(await chainOf(id, []));
      await uploadAll(app, owner, id, [randomBytes(10)]);
      const again = await startUpload(app, owner, { id });
      expect(again).toMatchObject({ recordingId: id, chunkCount: 1 });
      const taken = await app.inject({
        method: 'POST',
        url: '/api/recordings',
        payload: { id, mimeType: 'video/webm', alertId: null },
        ...asSession(stranger),
      });
      expect(taken.statusCode).toBe(409);
    });

    it('refuses a gap, naming the chunk it needs next', async () => {
      const { recordingId } = await startUpload(app, owner);
      await putChunk(app, owner, recordingId, 0, randomBytes(10));
      const response = await putChunk(app, owner, recordingId, 2, randomBytes(10));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'chunk_out_of_order' });
      expect(response.json().error).toMatch(/chunk 1 comes next/);
    });

    it('answers a repeated chunk as before, and refuses different bytes at a stored index', async () => {
      const { recordingId } = await startUpload(app, owner);
      const chunk = randomBytes(300);
      const first = (await putChunk(app, owner, recordingId, 0, chunk)).json();
      const repeat = await putChunk(app, owner, recordingId, 0, chunk);
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json()).toEqual(first);

      const altered = await putChunk(app, owner, recordingId, 0, randomBytes(300));
      expect(altered.statusCode).toBe(409);
      expect(altered.json()).toMatchObject({ code: 'chunk_conflict' });
    });

    it('refuses a chunk without bytes, without a hash header, or not sent as octets', async () => {
      const { recordingId } = await startUpload(app, owner);
      const url = `/api/recordings/${recordingId}/chunks/0`;
      const noHash = await app.inject({
        method: 'PUT',
        url,
        headers: { 'content-type': 'application/octet-stream' },
        payload: randomBytes(10),
        ...asSession(owner),
      });
      expect(noHash.statusCode).toBe(400);
      const asJson = await app.inject({
        method: 'PUT',
        url,
        headers: { [RECORDING_CHUNK_SHA256_HEADER]: await sha256(Buffer.from('{}')) },
        payload: {},
        ...asSession(owner),
      });
      expect(asJson.statusCode).toBe(415);
      const empty = await putChunk(app, owner, recordingId, 0, Buffer.alloc(0));
      expect(empty.statusCode).toBe(415);
    });
  });

  describe('finish and receipt', () => {
    it('seals a complete upload and returns its receipt', async () => {
      const chunks = [randomBytes(700), randomBytes(800), randomBytes(900)];
      const { recordingId } = await startUpload(app, owner);
      await uploadAll(app, owner, recordingId, chunks);
      const response = await finishUpload(app, owner, recordingId, chunks);
      expect(response.statusCode).toBe(200);
      const receipt = RecordingReceiptSchema.parse(response.json());
      expect(receipt).toMatchObject({
        recordingId,
        byteCount: 2400,
        chunkCount: 3,
        chainHash: await chainOf(recordingId, chunks),
        hashAlgorithm: 'sha256-chain',
        // No TSA_URL here: the receipt says its times are the server's alone.
        thirdPartyTime: 'none',
      });
      expect(response.json()).toHaveProperty('thirdPartyTime', 'none');
      expect(receipt.firstChunkAt).not.toBeNull();

      const more = await putChunk(app, owner, recordingId, 3, randomBytes(10));
      expect(more.statusCode).toBe(409);
      expect(more.json()).toMatchObject({ code: 'recording_finished' });
    });

    it('refuses to finish before every chunk arrived, or with another chain', async () => {
      const chunks = [randomBytes(100), randomBytes(100)];
      const { recordingId } = await startUpload(app, owner);
      await uploadAll(app, owner, recordingId, chunks.slice(0, 1));
      const early = await finishUpload(app, owner, recordingId, chunks);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ code: 'recording_incomplete' });
      expect(early.json().error).toMatch(/holds 1 of the 2 chunks/);

      await uploadAll(app, owner, recordingId, chunks.slice(1), 1);
      const otherChain = await finishUpload(app, owner, recordingId, [chunks[1]!, chunks[0]!]);
      expect(otherChain.statusCode).toBe(409);
      expect(otherChain.json()).toMatchObject({ code: 'chunk_conflict' });
    });
  });

  describe('storage', () => {
    it('keeps the footage encrypted on disk and serves it back byte for byte', async () => {
      // Recognisable plain bytes: if they were stored as sent, the file would contain them.
      const chunks = [Buffer.alloc(4096, 'EVIDENCE-A'), Buffer.alloc(4096, 'EVIDENCE-B')];
      const { recordingId } = await startUpload(app, owner);
      await uploadAll(app, owner, recordingId, chunks);

      const files = await readdir(join(dataDir, 'recordings'));
      expect(files).toContain(`${recordingId}.rzv`);
      const onDisk = await readFile(join(dataDir, 'recordings', `${recordingId}.rzv`));
      expect(onDisk.includes(Buffer.from('EVIDENCE'))).toBe(false);
      expect(onDisk.length).toBeGreaterThan(8192);
      const key = await readFile(join(dataDir, 'recording-key'), 'utf8');
      expect(key).toMatch(/^[0-9a-f]{64}$/);

      const video = await app.inject({
        method: 'GET',
        url: `/api/recordings/${recordingId}/video`,
        ...asSession(owner),
      });
      expect(video.statusCode).toBe(200);
      expect(video.headers['content-type']).toBe('video/webm;codecs=vp8,opus');
      expect(video.headers['accept-ranges']).toBe('bytes');
      expect(video.rawPayload.equals(Buffer.concat(chunks))).toBe(true);
    });

    it('answers 409 recording_damaged before any byte when a stored chunk was damaged, and still serves the ranges that are whole', async () => {
      const chunks = [randomBytes(2000), randomBytes(2000), randomBytes(2000)];
      const { recordingId } = await startUpload(app, owner);
      await uploadAll(app, owner, recordingId, chunks);
      // One byte of the last sealed chunk flipped on disk (a bad sector, a careless restore).
      const path = join(dataDir, 'recordings', `${recordingId}.rzv`);
      const onDisk = await readFile(path);
      const last = onDisk.length - 100;
      onDisk[last] = (onDisk[last] ?? 0) ^ 0xff;
      await writeFile(path, onDisk);

      const url = `/api/recordings/${recordingId}/video`;
      const whole = await app.inject({ method: 'GET', url, ...asSession(owner) });
      expect(whole.statusCode).toBe(409);
      expect(whole.json()).toMatchObject({ code: 'recording_damaged' });
      expect(whole.json().error).toMatch(/chunk 2/);
      expect(whole.headers['content-type']).toMatch(/application\/json/);
      // The first two chunks are intact: a range inside them plays.
      const head = await app.inject({
        method: 'GET',
        url,
        headers: { range: 'bytes=0-3999' },
        ...asSession(owner),
      });
      expect(head.statusCode).toBe(206);
      expect(head.rawPayload.equals(Buffer.concat(chunks.slice(0, 2)))).toBe(true);
    });

    it('serves byte ranges across chunk boundaries, and says when a range is past the end', async () => {
      const chunks = [randomBytes(1000), randomBytes(1000), randomBytes(1000)];
      const all = Buffer.concat(chunks);
      const { recordingId } = await startUpload(app, owner);
      await uploadAll(app, owner, recordingId, chunks);
      const url = `/api/recordings/${recordingId}/video`;

      const middle = await app.inject({
        method: 'GET',
        url,
        headers: { range: 'bytes=900-2099' },
        ...asSession(owner),
      });
      expect(middle.statusCode).toBe(206);
      expect(middle.headers['content-range']).toBe('bytes 900-2099/3000');
      expect(middle.headers['content-length']).toBe('1200');
      expect(middle.rawPayload.equals(all.subarray(900, 2100))).toBe(true);

      const tail = await app.inject({
        method: 'GET',
        url,
        headers: { range: 'bytes=-10' },
        ...asSession(owner),
      });
      expect(tail.rawPayload.equals(all.subarray(2990))).toBe(true);

      const past = await app.inject({
        method: 'GET',
        url,
        headers: { range: 'bytes=3000-' },
        ...asSession(owner),
      });
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe('bytes */3000');

      const download = await app.inject({
        method: 'GET',
        url: `${url}?download=1`,
        ...asSession(owner),
      });
      expect(download.headers['content-disposition']).toMatch(
        /^attachment; filename="redzone-recording-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.webm"$/,
      );
    });
  });

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
      const alert = await createAlert(app, alerter, randomPlace());
      const ofAlert = await startUpload(app, alerter, { alertId: alert.id });
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
        expect.arrayContaining([ofAlert.recordingId, reported.recordingId]),
      );
    });
  });
});
