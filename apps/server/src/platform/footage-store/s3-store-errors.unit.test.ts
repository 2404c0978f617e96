import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  PutObjectRetentionCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChunkMissing, StoreUnavailable } from './footage-store';
import { createS3Client } from './s3-client';
import { createS3FootageStore } from './s3-footage-store';

const DEADLINE_MS = 150;
const sealed = randomBytes(64);
const place = {
  index: 3,
  storedOffset: 0,
  storedSize: sealed.length,
  storedSha256: createHash('sha256').update(sealed).digest('hex'),
};

function s3Error(name: string, status: number) {
  return new S3ServiceException({
    name,
    $fault: status >= 500 ? 'server' : 'client',
    $metadata: { httpStatusCode: status },
    message: name,
  });
}

/** The store on a client whose every call the mock answers. */
function storeOn(options: { objectLockDays?: number; now?: () => number } = {}) {
  return createS3FootageStore({
    client: new S3Client({ region: 'us-east-1' }),
    bucket: 'footage',
    prefix: 'city/',
    objectLockDays: options.objectLockDays ?? null,
    deadlineMs: DEADLINE_MS,
    ...(options.now === undefined ? {} : { now: options.now }),
  });
}

describe('the S3 store when the bucket misbehaves', () => {
  const s3 = mockClient(S3Client);
  afterEach(() => s3.reset());
  afterAll(() => s3.restore());

  it.each([
    ['a 503 from the bucket', s3Error('ServiceUnavailable', 503)],
    ['throttling', s3Error('SlowDown', 503)],
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    ['credentials the bucket refuses', s3Error('AccessDenied', 403)],
  ])('calls %s StoreUnavailable, so nothing is acknowledged', async (_, error) => {
    s3.on(PutObjectCommand).rejects(error);
    await expect(storeOn().putChunk('take', place, sealed)).rejects.toBeInstanceOf(
      StoreUnavailable,
    );
  });

  it('gives up on a bucket that does not answer once the deadline passes', async () => {
    s3.on(PutObjectCommand).callsFake(() => new Promise(() => {}));
    const started = performance.now();
    await expect(storeOn().putChunk('take', place, sealed)).rejects.toThrow(
      /did not answer storing chunk 3 within 150 ms/,
    );
    expect(performance.now() - started).toBeLessThan(DEADLINE_MS * 10);
  });

  it('tells a chunk the bucket does not have from a bucket that is down', async () => {
    s3.on(GetObjectCommand).rejectsOnce(s3Error('NoSuchKey', 404));
    await expect(storeOn().getChunk('take', place)).rejects.toBeInstanceOf(ChunkMissing);
    s3.on(GetObjectCommand).rejectsOnce(s3Error('InternalError', 500));
    await expect(storeOn().getChunk('take', place)).rejects.toBeInstanceOf(StoreUnavailable);
    s3.on(GetObjectCommand).rejectsOnce(s3Error('NoSuchBucket', 404));
    await expect(storeOn().getChunk('take', place)).rejects.toBeInstanceOf(StoreUnavailable);
  });

  it('writes each chunk under its sealed hash, checked by the bucket, locked in compliance mode', async () => {
    s3.on(PutObjectCommand).resolves({});
    const now = Date.parse('2026-11-28T00:00:00Z');
    await storeOn({ objectLockDays: 90, now: () => now }).putChunk('take', place, sealed);
    const [call] = s3.commandCalls(PutObjectCommand);
    expect(call?.args[0].input).toMatchObject({
      Bucket: 'footage',
      Key: `city/take/00000003-${place.storedSha256}`,
      ContentLength: sealed.length,
      ChecksumSHA256: createHash('sha256').update(sealed).digest('base64'),
      ObjectLockMode: 'COMPLIANCE',
      ObjectLockRetainUntilDate: new Date('2027-02-26T00:00:00Z'),
    });
  });

  it('sets no lock unless S3_OBJECT_LOCK_DAYS asks for one', async () => {
    s3.on(PutObjectCommand).resolves({});
    await storeOn().putChunk('take', place, sealed);
    const input = s3.commandCalls(PutObjectCommand)[0]?.args[0].input;
    expect(input).not.toHaveProperty('ObjectLockMode');
    expect(input).not.toHaveProperty('ObjectLockRetainUntilDate');
  });

  it('locks a kept take’s chunks again for S3_OBJECT_LOCK_DAYS from now, and asks nothing without a lock', async () => {
    s3.on(PutObjectRetentionCommand).resolves({});
    const kept = Date.parse('2027-01-10T00:00:00Z');
    const second = { ...place, index: 4, storedSha256: 'ab'.repeat(32) };
    await storeOn({ objectLockDays: 90, now: () => kept }).renewHold('take', [place, second]);
    expect(s3.commandCalls(PutObjectRetentionCommand).map((c) => c.args[0].input)).toEqual([
      {
        Bucket: 'footage',
        Key: `city/take/00000003-${place.storedSha256}`,
        Retention: { Mode: 'COMPLIANCE', RetainUntilDate: new Date('2027-04-10T00:00:00Z') },
      },
      {
        Bucket: 'footage',
        Key: `city/take/00000004-${second.storedSha256}`,
        Retention: { Mode: 'COMPLIANCE', RetainUntilDate: new Date('2027-04-10T00:00:00Z') },
      },
    ]);
    s3.reset();
    await storeOn().renewHold('take', [place]);
    expect(s3.commandCalls(PutObjectRetentionCommand)).toHaveLength(0);
  });

  it('says a lock it could not renew as the store being unavailable', async () => {
    s3.on(PutObjectRetentionCommand).rejects(s3Error('ServiceUnavailable', 503));
    await expect(storeOn({ objectLockDays: 90 }).renewHold('take', [place])).rejects.toBeInstanceOf(
      StoreUnavailable,
    );
  });

  it('removes a take page by page, and says so when the bucket keeps a chunk', async () => {
    const keys = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ Key: `city/take/${from + i}`, Size: 1 }));
    s3.on(ListObjectsV2Command)
      .resolvesOnce({ Contents: keys(0, 1000), IsTruncated: true, NextContinuationToken: 't' })
      .resolvesOnce({ Contents: keys(1000, 5), IsTruncated: false });
    s3.on(DeleteObjectsCommand).resolves({});
    await storeOn().removeTake('take');
    const deletes = s3.commandCalls(DeleteObjectsCommand).map((c) => c.args[0].input.Delete);
    expect(deletes.map((d) => d?.Objects?.length)).toEqual([1000, 5]);

    s3.reset();
    s3.on(ListObjectsV2Command).resolves({ Contents: keys(0, 1), IsTruncated: false });
    s3.on(DeleteObjectsCommand).resolves({
      Errors: [{ Key: 'city/take/0', Code: 'AccessDenied', Message: 'locked' }],
    });
    await expect(storeOn().removeTake('take')).rejects.toThrow(/kept city\/take\/0/);
  });
});

describe('the S3 store against a server that accepts connections and never answers', () => {
  let server: Server;
  let endpoint: string;
  beforeAll(async () => {
    server = createServer(() => {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('refuses within the deadline through the real SDK, its retries included', async () => {
    const client = createS3Client({ endpoint, forcePathStyle: true });
    const store = createS3FootageStore({
      client,
      bucket: 'footage',
      prefix: '',
      objectLockDays: null,
      deadlineMs: 300,
    });
    try {
      const started = performance.now();
      await expect(store.putChunk('take', place, sealed)).rejects.toBeInstanceOf(StoreUnavailable);
      expect(performance.now() - started).toBeLessThan(2_000);
    } finally {
      await store.close();
    }
  });
});
