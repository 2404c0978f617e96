import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ChunkReceiptSchema,
  RECORDING_CHUNK_SHA256_HEADER,
  RecordingReceiptSchema,
  RecordingUploadStatusSchema,
} from '@redzone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { asSession, startSession, type TestSession } from '../../test/phone-sessions';
import {
  chainOf,
  finishUpload,
  putChunk,
  sha256,
  startUpload,
  uploadAll,
} from '../../test/recordings';
import { describeApi } from '../../test/test-database';

describeApi('recording evidence upload (/api/recordings)', () => {
  let app: App;
  let dataDir: string;
  let owner: TestSession;
  let stranger: TestSession;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'redzone-recordings-'));
    app = await createTestApp(
      // One owner opens many uploads here; the limit on open uploads has its own test.
      { DATA_DIR: dataDir, RECORDING_OPEN_UPLOADS: '1000' },
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
});
