import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** The bucket every local S3 server of the tests has. */
export const TEST_BUCKET = 'redzone-footage';

/** What s3rver checks signatures with; the SDK reads them as it would real ones. */
const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  /** What an app needs to keep footage in the bucket under `prefix`. */
  env(prefix: string): Record<string, string>;
  /** Stops answering at once, open connections too: the store is down. */
  stop(): Promise<void>;
  /** Comes back on the same port with the same objects. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real S3 server (s3rver, objects as files in a temporary folder) on 127.0.0.1 at a free port,
 * for suites that keep footage in a bucket. The SDK's own variables (credentials, region) are set
 * for the process while it runs, as an operator would set them, and put back by `close`.
 */
export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'redzone-s3-'));
  let port = 0;
  let server: S3rver | null = null;
  async function start() {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
    });
    ({ port } = await server.run());
  }
  async function stop() {
    const running = server as (S3rver & { httpServer?: Server }) | null;
    server = null;
    if (running === null) return;
    running.httpServer?.closeAllConnections();
    await running.close();
  }
  const saved = Object.fromEntries(
    [...Object.keys(S3RVER_CREDENTIALS), 'AWS_REGION'].map((name) => [name, process.env[name]]),
  );
  Object.assign(process.env, S3RVER_CREDENTIALS, { AWS_REGION: 'us-east-1' });
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: (prefix) => ({
      RECORDING_STORE: `s3://${TEST_BUCKET}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    stop,
    restart: start,
    async close() {
      await stop();
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
