import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, TEST_BUCKET, type TestS3Server } from '../../test/s3-server';
import { createFileFootageStore } from './file-footage-store';
import { ChunkMissing, type ChunkPlace, type FootageStore } from './footage-store';
import { createS3Client } from './s3-client';
import { createS3FootageStore } from './s3-footage-store';

/** Both stores keep one promise: these cases run, unchanged, against each. */
interface StoreUnderTest {
  name: string;
  setUp(): Promise<void>;
  /** A store with nothing in it yet. */
  fresh(): FootageStore;
  tearDown(): Promise<void>;
}

function fileStore(): StoreUnderTest {
  let dir = '';
  return {
    name: 'the file store (DATA_DIR/recordings)',
    async setUp() {
      dir = await mkdtemp(join(tmpdir(), 'redzone-footage-'));
    },
    fresh: () => createFileFootageStore(join(dir, randomUUID(), 'recordings')),
    tearDown: () => rm(dir, { recursive: true, force: true }),
  };
}

function s3Store(): StoreUnderTest {
  let server: TestS3Server | null = null;
  const opened: FootageStore[] = [];
  return {
    name: 'the S3 store (a local s3rver)',
    async setUp() {
      server = await startTestS3Server();
    },
    fresh() {
      if (server === null) throw new Error('no S3 server');
      const client = createS3Client({ endpoint: server.endpoint, forcePathStyle: true });
      // A prefix of its own: an empty store in a shared bucket, as two deployments would be.
      const store = createS3FootageStore({
        client,
        bucket: TEST_BUCKET,
        prefix: `${randomUUID()}/`,
        objectLockDays: null,
      });
      opened.push(store);
      return store;
    },
    async tearDown() {
      await Promise.all(opened.map((store) => store.close()));
      await server?.close();
    },
  };
}

/** Sealed bytes as the store sees them, placed after `storedOffset` bytes of the take. */
function chunk(index: number, storedOffset: number, size = 300 + index) {
  const sealed = randomBytes(size);
  const place: ChunkPlace = {
    index,
    storedOffset,
    storedSize: size,
    storedSha256: createHash('sha256').update(sealed).digest('hex'),
  };
  return { place, sealed };
}

/** Chunks 0..count-1 of a take, each placed after the ones before. */
function take(count: number) {
  const chunks: ReturnType<typeof chunk>[] = [];
  let offset = 0;
  for (let index = 0; index < count; index += 1) {
    const next = chunk(index, offset);
    chunks.push(next);
    offset += next.place.storedSize;
  }
  return chunks;
}

describe.each([fileStore(), s3Store()])('footage store contract: $name', (subject) => {
  beforeAll(() => subject.setUp());
  afterAll(() => subject.tearDown());

  it('gives back each chunk of a take exactly as it was stored', async () => {
    const store = subject.fresh();
    const chunks = take(3);
    for (const { place, sealed } of chunks) await store.putChunk('take-a', place, sealed);
    for (const { place, sealed } of [...chunks].reverse()) {
      expect((await store.getChunk('take-a', place)).equals(sealed)).toBe(true);
    }
  });

  it('keeps takes apart', async () => {
    const store = subject.fresh();
    const [first] = take(1);
    const [other] = take(1);
    if (first === undefined || other === undefined) throw new Error('no chunks');
    await store.putChunk('take-a', first.place, first.sealed);
    await store.putChunk('take-b', other.place, other.sealed);
    expect((await store.getChunk('take-b', other.place)).equals(other.sealed)).toBe(true);
    await store.removeTake('take-a');
    expect((await store.getChunk('take-b', other.place)).equals(other.sealed)).toBe(true);
  });

  it('takes the same chunk written twice (a retry after a lost answer) as one', async () => {
    const store = subject.fresh();
    const [first, second] = take(2);
    if (first === undefined || second === undefined) throw new Error('no chunks');
    await store.putChunk('take-a', first.place, first.sealed);
    await store.putChunk('take-a', first.place, first.sealed);
    await store.putChunk('take-a', second.place, second.sealed);
    expect((await store.getChunk('take-a', first.place)).equals(first.sealed)).toBe(true);
    expect((await store.getChunk('take-a', second.place)).equals(second.sealed)).toBe(true);
    expect(await store.missingChunks('take-a', [first.place, second.place])).toEqual([]);
  });

  it('says ChunkMissing for a chunk it never held, and names the missing ones', async () => {
    const store = subject.fresh();
    const [first, second, third] = take(3);
    if (first === undefined || second === undefined || third === undefined) throw new Error();
    await store.putChunk('take-a', first.place, first.sealed);
    await expect(store.getChunk('take-a', second.place)).rejects.toBeInstanceOf(ChunkMissing);
    await expect(store.getChunk('take-z', first.place)).rejects.toBeInstanceOf(ChunkMissing);
    expect(await store.missingChunks('take-a', [first.place, second.place, third.place])).toEqual([
      1, 2,
    ]);
  });

  it('removes every chunk of a take, and a take it never held without complaint', async () => {
    const store = subject.fresh();
    const chunks = take(3);
    for (const { place, sealed } of chunks) await store.putChunk('take-a', place, sealed);
    await store.removeTake('take-a');
    await store.removeTake('take-never');
    for (const { place } of chunks) {
      await expect(store.getChunk('take-a', place)).rejects.toBeInstanceOf(ChunkMissing);
    }
    expect(
      await store.missingChunks(
        'take-a',
        chunks.map((c) => c.place),
      ),
    ).toEqual([0, 1, 2]);
  });

  it('tells whether it holds any footage at all', async () => {
    const store = subject.fresh();
    expect(await store.holdsFootage()).toBe(false);
    const [first] = take(1);
    if (first === undefined) throw new Error('no chunks');
    await store.putChunk('take-a', first.place, first.sealed);
    expect(await store.holdsFootage()).toBe(true);
  });
});
