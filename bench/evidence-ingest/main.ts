import { randomBytes } from 'node:crypto';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signerFactory } from '@fastify/cookie';
import {
  chainGenesis,
  chainNext,
  RECORDING_CHUNK_SHA256_HEADER,
  sha256Hex,
} from '@redzone/contract';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { EncryptedTake } from '../../apps/server/src/platform/evidence/encrypted-take';
import { sha256HexNow } from '../../apps/server/src/platform/evidence/sha256';
import { createFileFootageStore } from '../../apps/server/src/platform/footage-store/file-footage-store';
import { SESSION_COOKIE_NAME } from '../../apps/server/src/platform/identity/session-cookie';
import { startTestS3Server } from '../../apps/server/src/test/s3-server';
import { percentile, uploadConcurrently } from './concurrent';

/**
 * The speed check: recording chunks through the real ingest path (HTTP, SHA-256 check,
 * hash chain, AES-256-GCM, fsync, the database row) against plain `fs` writes of the same bytes
 * in the same run, with and without fsync. 250 ms of dual-camera 720p is a few hundred KB.
 */
const CHUNK_BYTES = Number(process.env.BENCH_CHUNK_BYTES ?? 256 * 1024);
const CHUNKS = Number(process.env.BENCH_CHUNKS ?? 400);
const MB = 1024 * 1024;
/** Phones uploading at once, and chunks each sends (BENCH_CONCURRENT_UPLOADS, _CHUNKS). */
const CONCURRENT_UPLOADS = Number(process.env.BENCH_CONCURRENT_UPLOADS ?? 50);
const CONCURRENT_CHUNKS = Number(process.env.BENCH_CONCURRENT_CHUNKS ?? 20);

const chunks = Array.from({ length: CHUNKS }, () => randomBytes(CHUNK_BYTES));
const hashes = await Promise.all(chunks.map((chunk) => sha256Hex(chunk)));
const totalMb = (CHUNKS * CHUNK_BYTES) / MB;
const dir = await mkdtemp(join(tmpdir(), 'redzone-ingest-'));

async function plainWrites(sync: boolean): Promise<number> {
  const path = join(dir, `plain-${sync}.bin`);
  const started = performance.now();
  let offset = 0;
  for (const chunk of chunks) {
    // Opened per chunk like the server does: each request is on its own.
    const handle = await open(path, offset === 0 ? 'w' : 'r+');
    await handle.write(chunk, 0, chunk.length, offset);
    if (sync) await handle.datasync();
    await handle.close();
    offset += chunk.length;
  }
  return performance.now() - started;
}

/** The work the server does on a chunk's bytes: hash check, chain, seal, durable append. */
async function pipeline(): Promise<number> {
  const store = createFileFootageStore(join(dir, 'pipeline'));
  const take = new EncryptedTake(store, 'bench-take', randomBytes(32));
  const started = performance.now();
  let chain = await chainGenesis('bench');
  let stored = 0;
  for (const [index, chunk] of chunks.entries()) {
    const sha256 = sha256HexNow(chunk);
    if (sha256 !== hashes[index]) throw new Error('hash mismatch');
    chain = await chainNext(chain, sha256);
    const written = await take.append({ index, storedBytes: stored }, chunk, `bench:${index}`);
    stored += written.storedSize;
  }
  return performance.now() - started;
}

async function redZone(): Promise<number> {
  const secret = randomBytes(32).toString('hex');
  const config = loadConfig({
    DATA_DIR: join(dir, 'server'),
    HOST: '127.0.0.1',
    PORT: '0',
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: secret,
    WEB_DIST_DIR: join(dir, 'no-web-app'),
  });
  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    const base = `http://127.0.0.1:${address.port}`;
    const cookie = `${SESSION_COOKIE_NAME}=${encodeURIComponent(signerFactory(secret).sign(`user-${Date.now()}-bench`))}`;
    const headers = { cookie, origin: base };
    // The session's identity row is made by GET /api/session in the app; here the cookie's id
    // must exist too, so ask for the session first with the cookie set.
    await fetch(`${base}/api/session`, { headers });
    const started = await fetch(`${base}/api/recordings`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ mimeType: 'video/webm;codecs=vp9,opus', alertId: null }),
    });
    if (started.status !== 201) throw new Error(`upload not started: ${await started.text()}`);
    const { recordingId } = (await started.json()) as { recordingId: string };
    const begin = performance.now();
    for (const [index, chunk] of chunks.entries()) {
      const response = await fetch(`${base}/api/recordings/${recordingId}/chunks/${index}`, {
        method: 'PUT',
        headers: {
          ...headers,
          'content-type': 'application/octet-stream',
          [RECORDING_CHUNK_SHA256_HEADER]: hashes[index] ?? '',
        },
        body: chunk,
      });
      if (response.status !== 200) throw new Error(`chunk ${index}: ${await response.text()}`);
      await response.arrayBuffer();
    }
    return performance.now() - begin;
  } finally {
    await app.close();
  }
}

const rate = (ms: number) => totalMb / (ms / 1000);
const row = (name: string, ms: number) =>
  `| ${name} | ${rate(ms).toFixed(1)} | ${(ms / CHUNKS).toFixed(2)} |`;

console.log(
  `Evidence ingest: ${CHUNKS} chunks of ${CHUNK_BYTES / 1024} KB (${totalMb.toFixed(0)} MB)`,
);
try {
  await plainWrites(true); // warm the disk and the page cache's paths
  const plainSynced = await plainWrites(true);
  const plain = await plainWrites(false);
  const ingest = await pipeline();
  const ours = await redZone();
  console.log('\n| path | MB/s | ms per chunk |\n| --- | --: | --: |');
  console.log(row('plain fs write + fdatasync (same durability)', plainSynced));
  console.log(row('plain fs write, no fsync', plain));
  console.log(row('ingest: SHA-256 check, chain, AES-256-GCM, durable append (fdatasync)', ingest));
  console.log(row('whole PUT chunk over HTTP (the above plus session, row lock, rows)', ours));
  const percent = (ms: number, baseline: number) => ((rate(ms) / rate(baseline)) * 100).toFixed(0);
  const met = rate(ingest) / rate(plainSynced) >= 0.5;
  console.log(
    `\nTARGET ingest at least half of the plain write with fdatasync: ${met ? 'MET' : 'NOT MET'} (${percent(ingest, plainSynced)}%; the whole PUT ${percent(ours, plainSynced)}%)`,
  );
  process.exitCode = met ? 0 : 1;

  // Many phones at once: the acknowledgement's latency on the local disk and on a bucket.
  const s3 = await startTestS3Server();
  try {
    const stores = [
      { name: 'local disk (DATA_DIR/recordings)', env: {} },
      { name: 'bucket (s3rver on 127.0.0.1)', env: s3.env('bench/') },
    ];
    console.log(
      `\n${CONCURRENT_UPLOADS} uploads at once, ${CONCURRENT_CHUNKS} chunks of ${CHUNK_BYTES / 1024} KB each, one after another per upload:`,
    );
    console.log('\n| store | ack p50 ms | ack p99 ms | MB/s in all |\n| --- | --: | --: | --: |');
    for (const store of stores) {
      const { latencies, ms } = await uploadConcurrently({
        dataDir: join(dir, `concurrent-${stores.indexOf(store)}`),
        env: store.env,
        uploads: CONCURRENT_UPLOADS,
        chunks: chunks.slice(0, CONCURRENT_CHUNKS),
        hashes: hashes.slice(0, CONCURRENT_CHUNKS),
      });
      const mb = (CONCURRENT_UPLOADS * CONCURRENT_CHUNKS * CHUNK_BYTES) / MB;
      console.log(
        `| ${store.name} | ${percentile(latencies, 0.5).toFixed(1)} | ${percentile(latencies, 0.99).toFixed(1)} | ${(mb / (ms / 1000)).toFixed(1)} |`,
      );
    }
  } finally {
    await s3.close();
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
