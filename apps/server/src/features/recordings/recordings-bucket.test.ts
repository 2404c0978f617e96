import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { ApiErrorBodySchema, ChunkReceiptSchema } from '@redzone/contract';
import { verifyBundle } from '@redzone/verify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createS3Client } from '../../platform/footage-store/s3-client';
import { createIsolatedTestApp } from '../../test/create-test-app';
import {
  downloadBundle,
  finishEvidenceLayer,
  openEvidenceLayer,
  publishedKeys,
  putEvidenceChunks,
} from '../../test/evidence-bundles';
import { scrape, sample, TEST_METRICS_TOKEN } from '../../test/metrics';
import { asSession, startSession, type TestSession } from '../../test/phone-sessions';
import { finishUpload, putChunk, startUpload, uploadAll } from '../../test/recordings';
import { startTestS3Server, TEST_BUCKET, type TestS3Server } from '../../test/s3-server';
import { describeApi } from '../../test/test-database';

const DAY_MS = 24 * 60 * 60 * 1000;

describeApi('footage kept in an S3 bucket (RECORDING_STORE=s3://…)', () => {
  let s3: TestS3Server;
  let bucket: S3Client;
  let app: App;
  let owner: TestSession;
  let dir: string;
  let offsetMs = 0;
  const prefix = `deployment-${randomUUID()}/`;

  beforeAll(async () => {
    s3 = await startTestS3Server();
    bucket = createS3Client({ endpoint: s3.endpoint, forcePathStyle: true });
    // A database of its own on PostgreSQL: the retention sweep and the bucket's quota below
    // count every recording, and other suites' are not this bucket's.
    ({ app } = await createIsolatedTestApp(
      { ...s3.env(prefix), METRICS_TOKEN: TEST_METRICS_TOKEN },
      {
        now: () => new Date(Date.now() + offsetMs),
        footageStoreDeadlineMs: 3_000,
      },
    ));
    owner = await startSession(app);
    dir = await mkdtemp(join(tmpdir(), 'redzone-bucket-bundles-'));
  });
  afterAll(async () => {
    await app.close();
    bucket.destroy();
    await s3.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** The keys of a take's objects in the bucket. */
  async function objectsOf(take: string): Promise<string[]> {
    const listed = await bucket.send(
      new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix: `${prefix}${take}/` }),
    );
    return (listed.Contents ?? []).map((object) => object.Key ?? '');
  }

  /** What DATA_DIR/recordings holds: nothing, when footage is in the bucket. */
  async function onInstanceDisk(): Promise<string[]> {
    return readdir(join(app.config.dataDir, 'recordings')).catch(() => []);
  }

  function video(id: string, headers: Record<string, string> = {}, query = '') {
    return app.inject({
      method: 'GET',
      url: `/api/recordings/${id}/video${query}`,
      headers,
      ...asSession(owner),
    });
  }

  it('plays back, downloads and bundles a take from the bucket, with no footage on the instance', async () => {
    const full = [randomBytes(4000), randomBytes(3000), randomBytes(5000)];
    const evidence = [randomBytes(700), randomBytes(900)];
    const sound = [randomBytes(150), randomBytes(160)];
    const { recordingId } = await startUpload(app, owner);
    const layerId = await openEvidenceLayer(app, owner, recordingId);
    const soundId = await openEvidenceLayer(app, owner, recordingId, 'sound');
    await putEvidenceChunks(app, owner, recordingId, sound, 0, 'sound');
    await putEvidenceChunks(app, owner, recordingId, evidence);
    await uploadAll(app, owner, recordingId, full);
    expect(
      (await finishEvidenceLayer(app, owner, recordingId, soundId, sound, 'sound')).statusCode,
    ).toBe(200);
    expect((await finishEvidenceLayer(app, owner, recordingId, layerId, evidence)).statusCode).toBe(
      200,
    );
    expect((await finishUpload(app, owner, recordingId, full)).statusCode).toBe(200);

    // Each chunk of each layer is an object of its own.
    expect(await objectsOf(recordingId)).toHaveLength(3);
    expect(await objectsOf(layerId)).toHaveLength(2);
    expect(await objectsOf(soundId)).toHaveLength(2);
    expect(await onInstanceDisk()).toEqual([]);

    const whole = Buffer.concat(full);
    const ranged = await video(recordingId, { range: 'bytes=3500-7499' });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 3500-7499/${whole.length}`);
    expect(ranged.rawPayload.equals(whole.subarray(3500, 7500))).toBe(true);
    const download = await video(recordingId, {}, '?download=1');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect(download.rawPayload.equals(whole)).toBe(true);

    const bundle = await downloadBundle(app, owner, recordingId, dir);
    const verdict = await verifyBundle(bundle, { publishedKeys: await publishedKeys(app) });
    expect(verdict.findings.filter((finding) => !finding.holds)).toEqual([]);
    expect(verdict).toMatchObject({ holds: true, outcome: 'proven' });
    expect(await onInstanceDisk()).toEqual([]);
  });

  it('deletes the objects of a take past its retention and keeps those of a kept one', async () => {
    const old = await startUpload(app, owner);
    const kept = await startUpload(app, owner);
    await uploadAll(app, owner, old.recordingId, [randomBytes(100), randomBytes(100)]);
    await uploadAll(app, owner, kept.recordingId, [randomBytes(100)]);
    const keep = await app.inject({
      method: 'PUT',
      url: `/api/recordings/${kept.recordingId}/keep`,
      payload: { keep: true },
      ...asSession(owner),
    });
    expect(keep.statusCode).toBe(200);
    expect(await objectsOf(old.recordingId)).toHaveLength(2);
    offsetMs = 91 * DAY_MS;
    try {
      expect(await app.recordings.purgeExpired()).toBeGreaterThan(0);
    } finally {
      offsetMs = 0;
    }
    expect(await objectsOf(old.recordingId)).toEqual([]);
    expect(await objectsOf(kept.recordingId)).toHaveLength(1);
    expect((await video(kept.recordingId)).statusCode).toBe(200);
  });

  it('answers 503 store_unavailable while the bucket is down, acknowledges nothing, and takes the chunk once when it is back', async () => {
    const chunks = [randomBytes(1200), randomBytes(1300)];
    const { recordingId } = await startUpload(app, owner);
    expect(
      (await putChunk(app, owner, recordingId, 0, chunks[0] ?? Buffer.alloc(0))).statusCode,
    ).toBe(200);
    await s3.stop();
    try {
      const started = performance.now();
      const refused = await putChunk(app, owner, recordingId, 1, chunks[1] ?? Buffer.alloc(0));
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(ApiErrorBodySchema.parse(refused.json())).toMatchObject({ code: 'store_unavailable' });
      expect(refused.json()).not.toHaveProperty('ack');
      const failures = { store: 's3', operation: 'put' };
      expect(sample(await scrape(app), 'redzone_footage_store_unavailable_total', failures)).toBe(
        1,
      );
      // Reading is refused as plainly: the footage is out of reach, not damaged.
      const unreadable = await video(recordingId);
      expect(unreadable.statusCode).toBe(503);
      expect(unreadable.json()).toMatchObject({ code: 'store_unavailable' });
    } finally {
      await s3.restart();
    }
    const status = await app.inject({
      method: 'GET',
      url: `/api/recordings/${recordingId}/upload`,
      ...asSession(owner),
    });
    expect(status.json()).toMatchObject({ chunkCount: 1 });
    const taken = await putChunk(app, owner, recordingId, 1, chunks[1] ?? Buffer.alloc(0));
    expect(taken.statusCode).toBe(200);
    const receipt = ChunkReceiptSchema.parse(taken.json());
    expect(receipt).toMatchObject({ index: 1, chunkCount: 2 });
    expect(receipt.ack).toBeDefined();
    // Sent again (its answer lost): the same answer, and still one object for it.
    const again = await putChunk(app, owner, recordingId, 1, chunks[1] ?? Buffer.alloc(0));
    expect(ChunkReceiptSchema.parse(again.json()).ack).toEqual(receipt.ack);
    expect(await objectsOf(recordingId)).toHaveLength(2);
    expect((await finishUpload(app, owner, recordingId, chunks)).statusCode).toBe(200);
    expect((await video(recordingId)).rawPayload.equals(Buffer.concat(chunks))).toBe(true);
  });
});

describeApi('a bucket with a byte quota (S3_QUOTA_MB)', () => {
  let s3: TestS3Server;
  let app: App;

  beforeAll(async () => {
    s3 = await startTestS3Server();
    ({ app } = await createIsolatedTestApp({
      ...s3.env('quota/'),
      S3_QUOTA_MB: '2',
      RECORDING_FREE_SPACE_FLOOR_MB: '1',
    }));
  });
  afterAll(async () => {
    await app.close();
    await s3.close();
  });

  it('refuses full-quality footage near the quota with 507 and still takes the evidence', async () => {
    const owner = await startSession(app);
    const { recordingId } = await startUpload(app, owner);
    const large = randomBytes(1100 * 1024);
    const refused = await putChunk(app, owner, recordingId, 0, large);
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toMatchObject({ code: 'storage_full' });
    await openEvidenceLayer(app, owner, recordingId);
    await putEvidenceChunks(app, owner, recordingId, [large]);
  });
});
