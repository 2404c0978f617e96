import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ChunkReceiptSchema,
  RECORDING_CHUNK_SHA256_HEADER,
  RecordingReceiptSchema,
  RecordingUploadStatusSchema,
  sha256Hex,
} from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '../../platform/identity/session-cookie';
import { TEST_SESSION_SECRET } from '../../test/create-test-app';
import { chainOf, TEST_RECORDING_MIME_TYPE } from '../../test/recordings';
import {
  freePort,
  killServerProcess as kill,
  SERVER_START_TIMEOUT_MS as START_TIMEOUT_MS,
  startServerProcess as startServer,
} from '../../test/server-process';
import { describeApi, testDatabase } from '../../test/test-database';

describeApi('recording upload across a killed server process', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let server: ChildProcess | null = null;
  let cookie: string;
  let base: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'redzone-resume-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // PGlite in DATA_DIR (not in memory), so what was committed must survive the kill.
      DATABASE_URL: testDatabase.driver === 'postgres' ? (testDatabase.url ?? '') : '',
      SESSION_SECRET: TEST_SESSION_SECRET,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      WEB_DIST_DIR: join(dataDir, 'no-web-app'),
    };
    server = await startServer(env);
    const session = await fetch(`${base}/api/session`);
    const setCookie = session.headers.getSetCookie().find((c) => c.startsWith(SESSION_COOKIE_NAME));
    if (setCookie === undefined) throw new Error('no session cookie');
    cookie = setCookie.split(';')[0] ?? '';
  }, START_TIMEOUT_MS * 2);

  afterAll(async () => {
    if (server !== null) await kill(server);
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: { cookie, origin: base, ...(init.headers as Record<string, string>) },
    });
  const sendChunk = async (recordingId: string, index: number, bytes: Buffer) =>
    call(`/api/recordings/${recordingId}/chunks/${index}`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/octet-stream',
        [RECORDING_CHUNK_SHA256_HEADER]: await sha256Hex(bytes),
      },
      body: bytes,
    });

  it(
    'resumes where the server left off and ends byte-identical, with the same chain hash',
    async () => {
      const chunks = Array.from({ length: 8 }, () => randomBytes(64 * 1024));
      const started = await call('/api/recordings', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mimeType: TEST_RECORDING_MIME_TYPE, alertId: null }),
      });
      expect(started.status).toBe(201);
      const { recordingId } = RecordingUploadStatusSchema.parse(await started.json());

      for (let index = 0; index < 5; index += 1) {
        const response = await sendChunk(recordingId, index, chunks[index]!);
        expect(response.status).toBe(200);
        ChunkReceiptSchema.parse(await response.json());
      }
      // No clean shutdown: the process dies as a crashed or killed server would.
      await kill(server!);
      server = await startServer(env);

      const status = RecordingUploadStatusSchema.parse(
        await (await call(`/api/recordings/${recordingId}/upload`)).json(),
      );
      expect(status.chunkCount).toBe(5);
      expect(status.chainHash).toBe(await chainOf(recordingId, chunks.slice(0, 5)));

      for (let index = status.chunkCount; index < chunks.length; index += 1) {
        expect((await sendChunk(recordingId, index, chunks[index]!)).status).toBe(200);
      }
      const finished = await call(`/api/recordings/${recordingId}/finish`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          chunkCount: chunks.length,
          chainHash: await chainOf(recordingId, chunks),
        }),
      });
      expect(finished.status).toBe(200);
      const receipt = RecordingReceiptSchema.parse(await finished.json());
      expect(receipt.chainHash).toBe(await chainOf(recordingId, chunks));

      const video = await call(`/api/recordings/${recordingId}/video`);
      expect(Buffer.from(await video.arrayBuffer()).equals(Buffer.concat(chunks))).toBe(true);
    },
    START_TIMEOUT_MS * 3,
  );
});
