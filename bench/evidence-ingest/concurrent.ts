import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { RECORDING_CHUNK_SHA256_HEADER } from '@redzone/contract';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';

/** The value at `share` (0.5 for the median) of the sorted numbers. */
export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

/** A new visitor's session, as the app gets one: the cookie GET /api/session sets. */
async function newSession(base: string): Promise<Record<string, string>> {
  const answer = await fetch(`${base}/api/session`);
  const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  await answer.arrayBuffer();
  if (cookie === '') throw new Error('no session cookie');
  return { cookie, origin: base };
}

/**
 * `uploads` phones, each with its own session and take, sending `chunks` one after another (as a
 * recorder does), all at once against one server started with `env` (its footage store):
 * the time from each PUT to its acknowledgement, and the whole run's time.
 */
export async function uploadConcurrently(options: {
  dataDir: string;
  env: Record<string, string>;
  uploads: number;
  chunks: Buffer[];
  hashes: string[];
}): Promise<{ latencies: number[]; ms: number }> {
  const app = await buildApp(
    loadConfig({
      DATA_DIR: options.dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST_DIR: join(options.dataDir, 'no-web-app'),
      // One bench machine stands for many phones on many networks.
      RECORDING_ADDRESS_MB_PER_HOUR: '1000000',
      RECORDING_ADDRESS_UNVERIFIED_MB_PER_HOUR: '1000000',
      RECORDING_OPEN_UPLOADS: '1000',
      ...options.env,
    }),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    const base = `http://127.0.0.1:${address.port}`;
    const phones = await Promise.all(
      Array.from({ length: options.uploads }, async () => {
        const headers = await newSession(base);
        const started = await fetch(`${base}/api/recordings`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ mimeType: 'video/webm;codecs=vp9,opus', alertId: null }),
        });
        if (started.status !== 201) throw new Error(`upload not started: ${await started.text()}`);
        const { recordingId } = (await started.json()) as { recordingId: string };
        return { headers, recordingId };
      }),
    );
    const latencies: number[] = [];
    const begin = performance.now();
    await Promise.all(
      phones.map(async ({ headers, recordingId }) => {
        for (const [index, chunk] of options.chunks.entries()) {
          const sent = performance.now();
          const response = await fetch(`${base}/api/recordings/${recordingId}/chunks/${index}`, {
            method: 'PUT',
            headers: {
              ...headers,
              'content-type': 'application/octet-stream',
              [RECORDING_CHUNK_SHA256_HEADER]: options.hashes[index] ?? '',
            },
            body: chunk,
          });
          const text = await response.text();
          if (response.status !== 200) throw new Error(`chunk ${index}: ${text}`);
          latencies.push(performance.now() - sent);
        }
      }),
    );
    return { latencies, ms: performance.now() - begin };
  } finally {
    await app.close();
  }
}
