import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  PutObjectRetentionCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import {
  ChunkMissing,
  type ChunkPlace,
  type FootageStore,
  StoreUnavailable,
} from './footage-store';
import { STORE_DEADLINE_MS, withDeadline } from './store-deadline';

const DAY_MS = 24 * 60 * 60 * 1000;
/** DeleteObjects takes at most this many keys at once. */
const DELETE_BATCH = 1000;
/** Retention is set object by object: this many at once. */
const HOLD_PARALLEL = 8;

export interface S3FootageStoreOptions {
  client: S3Client;
  bucket: string;
  /** Empty, or ending in a slash. */
  prefix: string;
  /** Days of compliance-mode retention for each chunk; null: none. */
  objectLockDays: number | null;
  deadlineMs?: number;
  now?: () => number;
}

/**
 * The object of a chunk. The sealed bytes' hash is part of the key: a write that timed out but
 * landed late cannot overwrite the retry that was acknowledged (each attempt seals with a fresh
 * IV, so its bytes and key differ), and the key alone says which bytes the chain vouches for.
 */
export function chunkKey(prefix: string, take: string, place: ChunkPlace): string {
  if (place.storedSha256 === null) {
    throw new ChunkMissing(`chunk ${place.index} of ${take} was stored before its hash was kept`);
  }
  return `${prefix}${take}/${String(place.index).padStart(8, '0')}-${place.storedSha256}`;
}

const isNotFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  // A missing bucket is a 404 too, but it is the deployment that is broken, not the chunk.
  return name === 'NoSuchKey' || (name !== 'NoSuchBucket' && $metadata?.httpStatusCode === 404);
};

/** Anything but "no such key" means the store cannot be relied on right now. */
function unavailable(error: unknown, what: string): Error {
  if (error instanceof StoreUnavailable || error instanceof ChunkMissing) return error;
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new StoreUnavailable(`the footage store failed ${what} (${reason})`, { cause: error });
}

/** Footage in an S3 bucket: one object per sealed chunk, under PREFIX/TAKE/. */
export function createS3FootageStore(options: S3FootageStoreOptions): FootageStore {
  const { client, bucket, prefix, objectLockDays } = options;
  const deadlineMs = options.deadlineMs ?? STORE_DEADLINE_MS;
  const now = options.now ?? Date.now;

  async function call<T>(what: string, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    try {
      return await withDeadline(deadlineMs, what, run);
    } catch (error) {
      throw unavailable(error, what);
    }
  }

  /** Every key and size under `under`, page by page. */
  async function listAll(under: string): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    let token: string | undefined;
    do {
      const page = await call('listing a take', (abortSignal) =>
        client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: under, ContinuationToken: token }),
          { abortSignal },
        ),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key !== undefined) found.set(object.Key, object.Size ?? 0);
      }
      token = page.IsTruncated === true ? page.NextContinuationToken : undefined;
    } while (token !== undefined);
    return found;
  }

  return {
    kind: 's3',

    async putChunk(take, place, sealed) {
      const lock =
        objectLockDays === null
          ? {}
          : {
              ObjectLockMode: 'COMPLIANCE' as const,
              ObjectLockRetainUntilDate: new Date(now() + objectLockDays * DAY_MS),
            };
      await call(`storing chunk ${place.index}`, (abortSignal) =>
        client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: chunkKey(prefix, take, place),
            Body: sealed,
            ContentLength: sealed.length,
            ContentType: 'application/octet-stream',
            // The bucket checks what it received against the hash the ack will name.
            ...(place.storedSha256 === null
              ? {}
              : { ChecksumSHA256: Buffer.from(place.storedSha256, 'hex').toString('base64') }),
            ...lock,
          }),
          { abortSignal },
        ),
      );
    },

    async getChunk(take, place) {
      const key = chunkKey(prefix, take, place);
      let sealed: Uint8Array;
      try {
        sealed = await call(`reading chunk ${place.index}`, async (abortSignal) => {
          const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }), {
            abortSignal,
          });
          if (object.Body === undefined) throw new ChunkMissing(`${key} has no body`);
          return object.Body.transformToByteArray();
        });
      } catch (error) {
        const cause = (error as Error).cause ?? error;
        if (isNotFound(cause)) throw new ChunkMissing(`${key} is not in the bucket`);
        throw error;
      }
      if (sealed.length !== place.storedSize) {
        throw new ChunkMissing(`${key} holds ${sealed.length} bytes, not ${place.storedSize}`);
      }
      return Buffer.from(sealed.buffer, sealed.byteOffset, sealed.length);
    },

    async missingChunks(take, places) {
      const held = await listAll(`${prefix}${take}/`);
      return places
        .filter((place) => {
          try {
            return held.get(chunkKey(prefix, take, place)) !== place.storedSize;
          } catch {
            return true;
          }
        })
        .map((place) => place.index);
    },

    async renewHold(take, places) {
      // Without object lock the bucket promises nothing more than the database does.
      if (objectLockDays === null) return;
      const until = new Date(now() + objectLockDays * DAY_MS);
      for (let from = 0; from < places.length; from += HOLD_PARALLEL) {
        await Promise.all(
          places.slice(from, from + HOLD_PARALLEL).map((place) =>
            call(`holding chunk ${place.index}`, (abortSignal) =>
              client.send(
                new PutObjectRetentionCommand({
                  Bucket: bucket,
                  Key: chunkKey(prefix, take, place),
                  Retention: { Mode: 'COMPLIANCE', RetainUntilDate: until },
                }),
                { abortSignal },
              ),
            ),
          ),
        );
      }
    },

    async removeTake(take) {
      const keys = [...(await listAll(`${prefix}${take}/`)).keys()];
      for (let from = 0; from < keys.length; from += DELETE_BATCH) {
        const batch = keys.slice(from, from + DELETE_BATCH);
        const result = await call('removing a take', (abortSignal) =>
          client.send(
            new DeleteObjectsCommand({
              Bucket: bucket,
              Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
            }),
            { abortSignal },
          ),
        );
        const [failed] = result.Errors ?? [];
        if (failed !== undefined) {
          throw new StoreUnavailable(
            `the footage store kept ${failed.Key ?? 'a chunk'} of ${take}: ${failed.Code ?? ''} ${failed.Message ?? ''}`,
          );
        }
      }
    },

    async holdsFootage() {
      const page = await call('listing footage', (abortSignal) =>
        client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, MaxKeys: 1 }), {
          abortSignal,
        }),
      );
      return (page.KeyCount ?? page.Contents?.length ?? 0) > 0;
    },

    async close() {
      client.destroy();
    },
  };
}
