import { randomBytes, randomUUID } from 'node:crypto';
import {
  RECORDING_CHUNK_SHA256_HEADER,
  sha256Hex,
  STREAM_HEADERS,
  uploadChunkCount,
} from '@redzone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { alertBody, postAlert, randomPlace } from '../../test/alerts';
import {
  asSession,
  startSession,
  startVerifiedSession,
  type TestSession,
} from '../../test/phone-sessions';
import { putChunk, startUpload, TEST_RECORDING_MIME_TYPE } from '../../test/recordings';
import { describeApi } from '../../test/test-database';

const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

/**
 * Uploads need no verified phone, so before this one client stored 1.5 GB in
 * 20 s. Each identity has a quota, each address an hourly allowance, the disk a floor (507), and
 * the evidence layer of a take under way keeps priority over all three.
 */
const MB = 1024 * 1024;
const CHUNK = 256 * 1024;

async function openEvidence(app: App, who: TestSession, recordingId: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/recordings/${recordingId}/layers/evidence`,
    payload: { layerId: randomUUID(), mimeType: TEST_RECORDING_MIME_TYPE },
    ...asSession(who),
  });
  expect(response.statusCode).toBe(201);
}

async function putEvidence(app: App, who: TestSession, recordingId: string, index: number) {
  const bytes = randomBytes(CHUNK);
  return app.inject({
    method: 'PUT',
    url: `/api/recordings/${recordingId}/layers/evidence/chunks/${index}`,
    headers: {
      'content-type': 'application/octet-stream',
      [RECORDING_CHUNK_SHA256_HEADER]: await sha256Hex(bytes),
    },
    payload: bytes,
    ...asSession(who),
  });
}

/** Sends full-quality chunks until the server refuses one; the refusal and how many went. */
async function fillFull(app: App, who: TestSession, recordingId: string, max = 40) {
  for (let index = 0; index < max; index += 1) {
    const response = await putChunk(app, who, recordingId, index, randomBytes(CHUNK));
    if (response.statusCode !== 200) return { response, sent: index };
  }
  throw new Error(`the server took ${max} chunks`);
}

describeApi('recording storage limits', () => {
  describe('per identity', () => {
    let app: App;
    beforeAll(async () => {
      app = await createTestApp({ RECORDING_QUOTA_MB: '1', RECORDING_QUOTA_VERIFIED_MB: '2' });
    });
    afterAll(() => app.close());

    it('refuses full-quality footage past the quota with 507, and still takes the evidence layer', async () => {
      const who = await startSession(app);
      const { recordingId } = await startUpload(app, who);
      const { response, sent } = await fillFull(app, who, recordingId);
      expect(sent).toBe(4);
      expect(response.statusCode).toBe(507);
      expect(response.json()).toMatchObject({ code: 'recording_quota' });
      expect(response.json().error).toMatch(/Verify your phone to upload more/);

      await openEvidence(app, who, recordingId);
      expect((await putEvidence(app, who, recordingId, 0)).statusCode).toBe(200);
      // The evidence's headroom is a quarter of the quota, not the disk.
      const past = await putEvidence(app, who, recordingId, 1);
      expect(past.statusCode).toBe(507);
    });

    it('gives a verified phone more room', async () => {
      const who = await startVerifiedSession(app);
      const { recordingId } = await startUpload(app, who);
      expect((await fillFull(app, who, recordingId)).sent).toBe(8);
    });

    it('caps the uploads one identity keeps open, but not a retried start', async () => {
      const who = await startSession(app);
      const ids: string[] = [];
      for (let take = 0; take < 8; take += 1) ids.push((await startUpload(app, who)).recordingId);
      const ninth = await app.inject({
        method: 'POST',
        url: '/api/recordings',
        payload: { mimeType: TEST_RECORDING_MIME_TYPE, alertId: null },
        ...asSession(who),
      });
      expect(ninth.statusCode).toBe(429);
      expect(ninth.json()).toMatchObject({ code: 'too_many_open_recordings' });
      await expect(startUpload(app, who, { id: ids[0] })).resolves.toMatchObject({
        recordingId: ids[0],
      });
    });
  });

  describe('per address', () => {
    let app: App;
    beforeAll(async () => {
      app = await createTestApp({ RECORDING_ADDRESS_MB_PER_HOUR: '1' });
    });
    afterAll(() => app.close());

    it('counts every identity behind one address together', async () => {
      const first = await startSession(app);
      const second = { ...(await startSession(app)), remoteAddress: first.remoteAddress };
      const one = await startUpload(app, first);
      for (let index = 0; index < 3; index += 1) {
        expect(
          (await putChunk(app, first, one.recordingId, index, randomBytes(CHUNK))).statusCode,
        ).toBe(200);
      }
      const other = await startUpload(app, second);
      expect(
        (await putChunk(app, second, other.recordingId, 0, randomBytes(CHUNK))).statusCode,
      ).toBe(200);
      const refused = await putChunk(app, second, other.recordingId, 1, randomBytes(CHUNK));
      expect(refused.statusCode).toBe(507);
      expect(refused.json()).toMatchObject({ code: 'address_quota' });
    });
  });

  describe('per network, phones without a verified number sharing a small part', () => {
    let app: App;
    let free = 40 * MB;
    beforeAll(async () => {
      app = await createTestApp(
        {
          RECORDING_ADDRESS_MB_PER_HOUR: '8',
          RECORDING_ADDRESS_UNVERIFIED_MB_PER_HOUR: '1',
          RECORDING_FREE_SPACE_FLOOR_MB: '8',
        },
        { freeDiskBytes: async () => free },
      );
    });
    afterAll(() => app.close());

    /** Full-quality chunks from `who` until refused; each one stored takes its bytes off the disk. */
    async function flood(who: TestSession, recordingId: string) {
      for (let index = 0; index < 200; index += 1) {
        const response = await putChunk(app, who, recordingId, index, randomBytes(CHUNK));
        if (response.statusCode !== 200) return { response, sent: index };
        free -= CHUNK;
      }
      throw new Error('never refused');
    }

    it('counts an IPv4 /24 and an IPv6 /64 as one network, whatever address of it sends', async () => {
      const a = { ...(await startSession(app)), remoteAddress: '198.51.100.10' };
      const b = { ...(await startSession(app)), remoteAddress: '198.51.100.200' };
      const six = { ...(await startSession(app)), remoteAddress: '2001:db8:7:7::1' };
      const sixAgain = { ...(await startSession(app)), remoteAddress: '2001:db8:7:7:ffff::9' };
      for (const [first, second] of [
        [a, b],
        [six, sixAgain],
      ] as const) {
        const one = await startUpload(app, first);
        expect((await flood(first, one.recordingId)).sent).toBe(4);
        const other = await startUpload(app, second);
        const refused = await putChunk(app, second, other.recordingId, 0, randomBytes(CHUNK));
        expect(refused.json()).toMatchObject({ code: 'address_quota' });
      }
    });

    it("lets one network of free sessions fill nothing: another person's footage and evidence still land", async () => {
      const before = free;
      // A stranger with many free sessions from one IPv6 /64, each address different.
      let stored = 0;
      for (let session = 0; session < 10; session += 1) {
        const who = {
          ...(await startSession(app)),
          remoteAddress: `2001:db8:66:1::${session + 1}`,
        };
        const { recordingId } = await startUpload(app, who);
        const { response, sent } = await flood(who, recordingId);
        expect(response.statusCode).toBe(507);
        stored += sent;
      }
      expect(stored * CHUNK).toBeLessThanOrEqual(1 * MB);
      expect(before - free).toBeLessThanOrEqual(1 * MB);

      // Someone else, on another network, records: full quality and evidence both land.
      const person = { ...(await startSession(app)), remoteAddress: '203.0.113.40' };
      const { recordingId } = await startUpload(app, person);
      expect((await putChunk(app, person, recordingId, 0, randomBytes(CHUNK))).statusCode).toBe(
        200,
      );
      await openEvidence(app, person, recordingId);
      expect((await putEvidence(app, person, recordingId, 0)).statusCode).toBe(200);
    });

    it("never holds back the evidence of an alert under way on a network past its hour's allowance", async () => {
      const network = '192.0.2.';
      const sender = { ...(await startVerifiedSession(app)), remoteAddress: `${network}5` };
      const neighbour = { ...(await startVerifiedSession(app)), remoteAddress: `${network}6` };
      const { recordingId: theirs } = await startUpload(app, neighbour);
      const { response } = await flood(neighbour, theirs);
      expect(response.json()).toMatchObject({ code: 'address_quota' });

      expect((await postAlert(app, sender, alertBody(randomPlace()))).statusCode).toBe(201);
      const { recordingId } = await startUpload(app, sender);
      await openEvidence(app, sender, recordingId);
      for (let index = 0; index < 6; index += 1) {
        expect((await putEvidence(app, sender, recordingId, index)).statusCode).toBe(200);
      }
    });
  });

  /** The admin's homepage-video upload (/api/stream-upload): starts one, sends its first chunk. */
  async function homepageVideoChunk(app: App) {
    const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const file = randomBytes(CHUNK);
    file.write('\0\0\0\x18ftypisom', 0, 'latin1');
    const started = await app.inject({
      method: 'POST',
      url: '/api/stream-upload/init',
      headers: auth,
      payload: {
        filename: 'intro.mp4',
        fileSize: file.length,
        totalChunks: uploadChunkCount(file.length),
      },
    });
    const { streamId } = started.json<{ streamId: string }>();
    return app.inject({
      method: 'POST',
      url: '/api/stream-upload/stream',
      headers: {
        ...auth,
        'content-type': 'video/mp4',
        [STREAM_HEADERS.streamId]: streamId,
        [STREAM_HEADERS.chunkIndex]: '0',
        [STREAM_HEADERS.chunkSize]: String(file.length),
      },
      payload: file,
    });
  }

  describe('the disk', () => {
    let app: App;
    let free = 10_000 * MB;
    beforeAll(async () => {
      app = await createTestApp(
        { RECORDING_FREE_SPACE_FLOOR_MB: '1024', ADMIN_TOKEN },
        { freeDiskBytes: () => Promise.resolve(free) },
      );
    });
    afterAll(() => app.close());

    it('refuses full-quality footage below the floor, evidence only near empty, and alerts keep working', async () => {
      const who = await startVerifiedSession(app);
      const { recordingId } = await startUpload(app, who);
      await openEvidence(app, who, recordingId);
      expect((await putChunk(app, who, recordingId, 0, randomBytes(CHUNK))).statusCode).toBe(200);

      free = 900 * MB;
      await new Promise((resolve) => setTimeout(resolve, 1_100)); // the guard reads the disk each second
      const full = await putChunk(app, who, recordingId, 1, randomBytes(CHUNK));
      expect(full.statusCode).toBe(507);
      expect(full.json()).toMatchObject({ code: 'storage_full' });
      expect(full.json().error).toMatch(/alerts still work/);
      expect((await putEvidence(app, who, recordingId, 0)).statusCode).toBe(200);
      expect((await postAlert(app, who, alertBody(randomPlace()))).statusCode).toBe(201);
      // Nothing else that writes to the disk goes below the floor either: a homepage video
      // waits, and what is left stays for the evidence layer.
      const video = await homepageVideoChunk(app);
      expect(video.statusCode).toBe(507);
      expect(video.json()).toMatchObject({ code: 'storage_full' });

      free = 200 * MB;
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await putEvidence(app, who, recordingId, 1)).statusCode).toBe(507);
    });
  });
});
