import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { EncryptedTake } from '../../platform/evidence/encrypted-take';
import { sha256HexNow } from '../../platform/evidence/sha256';
import type { FootageStore } from '../../platform/footage-store/footage-store';
import { createTestAppWithDatabase } from '../../test/create-test-app';
import { startSession, type TestSession } from '../../test/phone-sessions';
import { startUpload } from '../../test/recordings';
import { describeApi } from '../../test/test-database';
import { appendChunk } from './append-chunk';
import { findOwnRecording } from './recordings.queries';

/** A bucket that takes its time: each put waits until the test lets it through. */
function slowBucket() {
  let release = () => {};
  let announce = () => {};
  const putStarted = new Promise<void>((resolve) => {
    announce = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const store: FootageStore = {
    kind: 's3',
    async putChunk() {
      announce();
      await released;
    },
    getChunk: () => Promise.reject(new Error('not read here')),
    missingChunks: async () => [],
    renewHold: async () => {},
    removeTake: async () => {},
    holdsFootage: async () => false,
    close: async () => {},
  };
  return { store, putStarted, release };
}

/**
 * A chunk bound for a bucket is stored before the recording's row is locked: while a slow bucket
 * takes it, the row (and, on PGlite, the database's one connection) stays free for everyone
 * else. A store that appends to one file keeps writing under the lock, and the same probe sees
 * the row held then: the check can tell the two apart.
 */
describeApi('a slow bucket holds no lock while a chunk is stored', () => {
  let app: App;
  let db: Database;
  let owner: TestSession;
  beforeAll(async () => {
    ({ app, db } = await createTestAppWithDatabase());
    owner = await startSession(app);
  });
  afterAll(() => app.close());

  /** Whether another transaction can lock the row within a second. */
  async function isRowFree(recordingId: string): Promise<boolean> {
    const locked = db.transaction(async (tx) => {
      await findOwnRecording(tx, owner.userId, recordingId, { forUpdate: true });
      return true;
    });
    const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 1_000));
    return Promise.race([locked, timeout]);
  }

  async function appendThroughSlowBucket(storesInOrder: boolean) {
    const { recordingId } = await startUpload(app, owner);
    const bucket = slowBucket();
    const bytes = randomBytes(900);
    const appending = appendChunk(
      {
        db,
        clock: () => new Date(),
        fileOf: (id) => new EncryptedTake(bucket.store, id, app.secrets.recordingKey),
        signer: app.secrets.evidenceSigner,
        storesInOrder,
      },
      owner.userId,
      recordingId,
      { index: 0, sha256: sha256HexNow(bytes), bytes },
    );
    await bucket.putStarted;
    const isFree = await isRowFree(recordingId);
    bucket.release();
    const appended = await appending;
    return { isFree, appended };
  }

  it('leaves the row free while the bucket takes the chunk, then acknowledges it once', async () => {
    const { isFree, appended } = await appendThroughSlowBucket(false);
    expect(isFree).toBe(true);
    expect(appended.isNew).toBe(true);
    expect(appended.receipt).toMatchObject({ index: 0, chunkCount: 1 });
    expect(appended.receipt.ack).toBeDefined();
  });

  it('a store that appends to one file writes under the lock (the probe sees the row held)', async () => {
    const { isFree, appended } = await appendThroughSlowBucket(true);
    expect(isFree).toBe(false);
    expect(appended.isNew).toBe(true);
  });
});
