import { randomBytes } from 'node:crypto';
import {
  HomepageVideoSchema,
  sanitizeUploadFilename,
  STREAM_HEADERS,
  StreamStatusSchema,
  UPLOAD_CHUNK_BYTES,
  uploadChunkCount,
} from '@redzone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { describeApi, testDatabase } from '../../test/test-database';

const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };

/** A small "MP4": an ftyp box, then random bytes. */
function fakeMp4(size: number): Buffer {
  const bytes = randomBytes(size);
  bytes.write('\0\0\0\x18ftypisom', 0, 'latin1');
  return bytes;
}

describeApi('homepage video upload (/api/stream-upload)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ ADMIN_TOKEN });
  });
  afterAll(() => app.close());

  const init = (
    file: Buffer,
    filename = 'Red Zone intro.mp4',
    headers: Record<string, string> = auth,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/stream-upload/init',
      headers,
      payload: { filename, fileSize: file.length, totalChunks: uploadChunkCount(file.length) },
    });

  const sendChunk = (streamId: string, index: number, bytes: Buffer, headers = auth) =>
    app.inject({
      method: 'POST',
      url: '/api/stream-upload/stream',
      headers: {
        ...headers,
        'content-type': 'video/mp4',
        [STREAM_HEADERS.streamId]: streamId,
        [STREAM_HEADERS.chunkIndex]: String(index),
        [STREAM_HEADERS.chunkSize]: String(bytes.length),
      },
      payload: bytes,
    });

  const chunksOf = (file: Buffer) =>
    Array.from({ length: uploadChunkCount(file.length) }, (_, i) =>
      file.subarray(i * UPLOAD_CHUNK_BYTES, (i + 1) * UPLOAD_CHUNK_BYTES),
    );

  it('uploads in 256 KB chunks, finalises, and serves the result as the homepage video', async () => {
    const file = fakeMp4(UPLOAD_CHUNK_BYTES * 2 + 1234);
    const started = await init(
      file,
      sanitizeUploadFilename('Red Zone intro.mp4', 1_700_000_000_000),
    );
    expect(started.statusCode).toBe(201);
    const { streamId } = started.json();
    const chunks = chunksOf(file);
    expect(chunks).toHaveLength(3);
    for (const [index, chunk] of chunks.entries()) {
      const response = await sendChunk(streamId, index, chunk);
      expect(response.statusCode, response.body).toBe(200);
    }
    const status = await app.inject({
      method: 'GET',
      url: `/api/stream-upload/${streamId}`,
      headers: auth,
    });
    expect(StreamStatusSchema.parse(status.json())).toEqual({
      streamId,
      chunksReceived: 3,
      totalChunks: 3,
      finalized: false,
    });

    const finalized = await app.inject({
      method: 'POST',
      url: '/api/stream-upload/finalize',
      headers: auth,
      payload: { streamId },
    });
    expect(finalized.statusCode).toBe(200);
    expect(finalized.json()).toEqual({
      videoPath: '/media/videos/stream_1700000000000_Red_Zone_intro.mp4',
    });

    const homepage = HomepageVideoSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/homepage-video' })).json(),
    );
    expect(homepage).toEqual({
      videoPath: '/media/videos/stream_1700000000000_Red_Zone_intro.mp4',
      uploadsEnabled: true,
    });
    const video = await app.inject({ method: 'GET', url: homepage.videoPath ?? '' });
    expect(video.statusCode).toBe(200);
    expect(video.rawPayload.equals(file)).toBe(true);
    const ranged = await app.inject({
      method: 'GET',
      url: homepage.videoPath ?? '',
      headers: { range: 'bytes=10-19' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.equals(file.subarray(10, 20))).toBe(true);
  });

  it('refuses without the admin token, and says uploads are off when none is configured', async () => {
    const file = fakeMp4(100);
    const none = await init(file, 'a.mp4', {});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'admin_token_invalid' });
    const wrong = await init(file, 'a.mp4', {
      authorization: 'Bearer not-the-token-at-all-000000',
    });
    expect(wrong.statusCode).toBe(401);

    const withoutToken = await createTestApp();
    try {
      const disabled = await withoutToken.inject({
        method: 'POST',
        url: '/api/stream-upload/init',
        headers: auth,
        payload: { filename: 'a.mp4', fileSize: 100, totalChunks: 1 },
      });
      expect(disabled.statusCode).toBe(503);
      expect(disabled.json()).toMatchObject({ code: 'uploads_disabled' });
      expect(disabled.json().error).toMatch(/ADMIN_TOKEN/);
      const homepage = await withoutToken.inject({ method: 'GET', url: '/api/homepage-video' });
      // On PostgreSQL the database is shared with the app above, so its video may be there.
      expect(homepage.json()).toMatchObject({ uploadsEnabled: false });
      if (testDatabase.driver === 'pglite') expect(homepage.json().videoPath).toBeNull();
    } finally {
      await withoutToken.close();
    }
  });

  describe('limits', () => {
    it('refuses files that are not videos, by name and by content', async () => {
      const byName = await init(fakeMp4(100), 'notes.txt');
      expect(byName.statusCode).toBe(415);
      expect(byName.json()).toMatchObject({ code: 'not_a_video' });

      const text = Buffer.from('this is not a video at all, just text pretending');
      const { streamId } = (await init(text, 'fake.mp4')).json();
      const byContent = await sendChunk(streamId, 0, text);
      expect(byContent.statusCode).toBe(415);
      expect(byContent.json()).toMatchObject({ code: 'not_a_video' });
    });

    it('refuses more than 2 GB, wrong chunk counts and sizes, gaps, and finishing early', async () => {
      const tooBig = await app.inject({
        method: 'POST',
        url: '/api/stream-upload/init',
        headers: auth,
        payload: { filename: 'big.mp4', fileSize: 2 * 1024 ** 3 + 1, totalChunks: 8193 },
      });
      expect(tooBig.statusCode).toBe(400);

      const file = fakeMp4(UPLOAD_CHUNK_BYTES + 10);
      const wrongCount = await app.inject({
        method: 'POST',
        url: '/api/stream-upload/init',
        headers: auth,
        payload: { filename: 'a.mp4', fileSize: file.length, totalChunks: 5 },
      });
      expect(wrongCount.statusCode).toBe(400);

      const { streamId } = (await init(file)).json();
      const [first, last] = chunksOf(file);
      const gap = await sendChunk(streamId, 1, last!);
      expect(gap.statusCode).toBe(409);
      expect(gap.json().error).toMatch(/chunk 1 comes next/);
      const short = await sendChunk(streamId, 0, first!.subarray(0, 1000));
      expect(short.statusCode).toBe(400);
      expect((await sendChunk(streamId, 0, first!)).statusCode).toBe(200);
      // The same chunk again (a lost answer) is fine.
      expect((await sendChunk(streamId, 0, first!)).statusCode).toBe(200);

      const early = await app.inject({
        method: 'POST',
        url: '/api/stream-upload/finalize',
        headers: auth,
        payload: { streamId },
      });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ code: 'upload_incomplete' });

      const unknown = await sendChunk('no-such-stream', 0, first!);
      expect(unknown.statusCode).toBe(404);
    });
  });
});
