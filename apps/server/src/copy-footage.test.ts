import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type App, buildApp } from './app';
import { loadConfig } from './config';
import { SERVER_ROOT } from './server-paths';
import {
  TEST_EVIDENCE_SIGNING_KEY,
  TEST_PHONE_DATA_KEY,
  TEST_SESSION_SECRET,
} from './test/create-test-app';
import { asSession, startSession, type TestSession } from './test/phone-sessions';
import { finishUpload, startUpload, uploadAll } from './test/recordings';
import { startTestS3Server, type TestS3Server } from './test/s3-server';
import { describeApi, testDatabase } from './test/test-database';

/**
 * `npm run recordings:to-bucket` as an operator runs it: a separate process, after the server
 * has stopped, with the same DATA_DIR and the bucket's settings; then a server starts on the
 * bucket and serves the footage. (footage-copy.test.ts checks the copy itself, in process.)
 */
describeApi('npm run recordings:to-bucket, run as a command', () => {
  let s3: TestS3Server;
  let dataDir: string;
  const prefix = `command-${randomUUID()}/`;
  const footage = [randomBytes(4000), randomBytes(2500)];

  /** What the server and the command are started with: one deployment's settings. */
  function settings(extra: Record<string, string> = {}): Record<string, string> {
    return {
      DATA_DIR: dataDir,
      SESSION_SECRET: TEST_SESSION_SECRET,
      PHONE_DATA_KEY: TEST_PHONE_DATA_KEY,
      EVIDENCE_SIGNING_KEY: TEST_EVIDENCE_SIGNING_KEY,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      WEB_DIST_DIR: join(dataDir, 'no-web-app'),
      // PGlite in DATA_DIR, or the file's PostgreSQL database: what both processes share.
      ...(testDatabase.driver === 'postgres' && testDatabase.url !== null
        ? { DATABASE_URL: testDatabase.url }
        : {}),
      ...extra,
    };
  }

  function server(extra: Record<string, string> = {}): Promise<App> {
    return buildApp(loadConfig(settings(extra)));
  }

  function runCommand(env: Record<string, string>) {
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/copy-footage.ts'], {
        cwd: SERVER_ROOT,
        env: { ...process.env, ...env },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (data: Buffer) => (stdout += data.toString()));
      child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
  }

  beforeAll(async () => {
    s3 = await startTestS3Server();
    dataDir = await mkdtemp(join(tmpdir(), 'redzone-command-'));
  });
  afterAll(async () => {
    await s3.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('says what to set and exits 1 when no bucket is named', async () => {
    const result = await runCommand(settings());
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Set RECORDING_STORE=s3://BUCKET/PREFIX');
  }, 60_000);

  it('copies a stopped server’s takes into the bucket, and a server then starts on it and serves them', async () => {
    let owner: TestSession;
    let takeId: string;
    const before = await server();
    try {
      owner = await startSession(before);
      ({ recordingId: takeId } = await startUpload(before, owner));
      await uploadAll(before, owner, takeId, footage);
      await finishUpload(before, owner, takeId, footage);
    } finally {
      await before.close();
    }
    expect((await readdir(join(dataDir, 'recordings'))).length).toBeGreaterThan(0);

    const result = await runCommand(settings(s3.env(prefix)));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${takeId}: 2 chunks`);
    expect(result.stdout).toMatch(/Copied 1 takes, 2 chunks, \d+ bytes into s3:\/\//);

    const after = await server(s3.env(prefix));
    try {
      const video = await after.inject({
        method: 'GET',
        url: `/api/recordings/${takeId}/video`,
        ...asSession(owner),
      });
      expect(video.statusCode).toBe(200);
      expect(video.rawPayload.equals(Buffer.concat(footage))).toBe(true);
    } finally {
      await after.close();
    }
  }, 120_000);
});
