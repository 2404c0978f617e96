import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { loadConfig, type RecordingStoreConfig } from '../../config';
import type { Database } from '../../db/database';
import { EncryptedTake } from '../../platform/evidence/encrypted-take';
import {
  bucketName,
  checkNothingLeftBehind,
  markCopied,
} from '../../platform/footage-store/copy-marker';
import type { FootageStore } from '../../platform/footage-store/footage-store';
import { createS3Client } from '../../platform/footage-store/s3-client';
import { createS3FootageStore } from '../../platform/footage-store/s3-footage-store';
import { createIsolatedTestApp, createTestApp } from '../../test/create-test-app';
import {
  finishEvidenceLayer,
  flipByte,
  openEvidenceLayer,
  putEvidenceChunks,
} from '../../test/evidence-bundles';
import { startSession } from '../../test/phone-sessions';
import { finishUpload, startUpload, uploadAll } from '../../test/recordings';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server';
import { describeApi } from '../../test/test-database';
import { sealContext } from './append-chunk';
import { copyFootageToBucket } from './footage-copy';
import { findChunksCovering, findRecordingById } from './recordings.queries';

type S3StoreConfig = Extract<RecordingStoreConfig, { kind: 's3' }>;

describeApi('copying DATA_DIR/recordings into a bucket (npm run recordings:to-bucket)', () => {
  let s3: TestS3Server;
  let app: App;
  let db: Database;
  let dataDir: string;
  let bucket: FootageStore;
  let storeConfig: S3StoreConfig;
  const full = [randomBytes(3000), randomBytes(2000)];
  const evidence = [randomBytes(500)];
  const other = [randomBytes(800)];
  let takeId: string;
  let layerId: string;
  let otherId: string;

  beforeAll(async () => {
    s3 = await startTestS3Server();
    ({ app, db, dataDir } = await createIsolatedTestApp());
    const prefix = `copy-${randomUUID()}/`;
    const config = loadConfig({ ...s3.env(prefix) });
    if (config.recordings.store.kind !== 's3') throw new Error('not a bucket');
    storeConfig = config.recordings.store;
    bucket = createS3FootageStore({
      client: createS3Client(storeConfig),
      bucket: storeConfig.bucket,
      prefix: storeConfig.prefix,
      objectLockDays: null,
    });
    const owner = await startSession(app);
    ({ recordingId: takeId } = await startUpload(app, owner));
    layerId = await openEvidenceLayer(app, owner, takeId);
    await putEvidenceChunks(app, owner, takeId, evidence);
    await uploadAll(app, owner, takeId, full);
    await finishEvidenceLayer(app, owner, takeId, layerId, evidence);
    await finishUpload(app, owner, takeId, full);
    ({ recordingId: otherId } = await startUpload(app, owner));
    await uploadAll(app, owner, otherId, other);
  });
  afterAll(async () => {
    await bucket.close();
    await app.close();
    await s3.close();
  });

  async function fromBucket(id: string): Promise<Buffer> {
    const row = await findRecordingById(db, id);
    if (row === null) throw new Error(`no recording ${id}`);
    const take = new EncryptedTake(bucket, id, app.secrets.recordingKey);
    const chunks = await findChunksCovering(db, id, 0, row.byteCount - 1);
    const plain = [];
    for (const chunk of chunks) plain.push(await take.read(chunk, sealContext(id, chunk.index)));
    return Buffer.concat(plain);
  }

  it('copies every chunk of every take and layer, checked against its chain, as received', async () => {
    const report = await copyFootageToBucket({
      db,
      key: app.secrets.recordingKey,
      from: app.footageStore,
      to: bucket,
    });
    expect(report).toMatchObject({ takes: 3, chunks: 4, problems: [] });
    expect((await fromBucket(takeId)).equals(Buffer.concat(full))).toBe(true);
    expect((await fromBucket(layerId)).equals(Buffer.concat(evidence))).toBe(true);
    expect((await fromBucket(otherId)).equals(Buffer.concat(other))).toBe(true);
  });

  it('names a chunk altered on the disk and copies the rest', async () => {
    await flipByte(join(dataDir, 'recordings', `${otherId}.rzv`), 40);
    const report = await copyFootageToBucket({
      db,
      key: app.secrets.recordingKey,
      from: app.footageStore,
      to: bucket,
    });
    expect(report.chunks).toBe(3);
    expect(report.problems).toEqual([
      `take ${otherId}, chunk 0: its sealed bytes differ from those acknowledged`,
    ]);
  });

  it('keeps a server off the bucket while DATA_DIR/recordings holds footage not copied whole into it', async () => {
    const recordingsDir = join(dataDir, 'recordings');
    await expect(checkNothingLeftBehind(recordingsDir, storeConfig)).rejects.toThrow(
      /holds footage that is not in s3:\/\/.*npm run recordings:to-bucket/,
    );
    await markCopied(recordingsDir, bucketName(storeConfig));
    await expect(checkNothingLeftBehind(recordingsDir, storeConfig)).resolves.toBeUndefined();
  });

  it('refuses to start on a bucket over a DATA_DIR whose footage was never copied', async () => {
    const lone = await mkdtemp(join(tmpdir(), 'redzone-left-behind-'));
    try {
      await mkdir(join(lone, 'recordings'));
      await writeFile(join(lone, 'recordings', 'r1.rzv'), 'sealed');
      await expect(createTestApp({ ...s3.env('left-behind/'), DATA_DIR: lone })).rejects.toThrow(
        /recordings:to-bucket/,
      );
    } finally {
      await rm(lone, { recursive: true, force: true });
    }
  });
});
