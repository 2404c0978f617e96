import 'fake-indexeddb/auto';
import { chainGenesis, chainNext, type EvidenceAck, sha256Hex } from '@redzone/contract';
import { describe, expect, it } from 'vitest';
import { EvidenceStore } from './evidence-store';
import { getHeldFootage } from './held-footage';

/** Every chunk write refused as a full browser refuses it, while `room.full` is true. */
function refuseChunksWhile(room: { full: boolean }, stores = ['chunks']): () => void {
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (
    this: IDBObjectStore,
    value: unknown,
    key?: IDBValidKey,
  ) {
    if (room.full && stores.includes(this.name)) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    return put.call(this, value, key);
  };
  return () => {
    IDBObjectStore.prototype.put = put;
  };
}

const ackFor = (
  localId: string,
  index: number,
  sha256: string,
  chainHash: string,
): EvidenceAck => ({
  version: 1,
  recordingId: localId,
  layer: 'full',
  layerId: localId,
  index,
  sha256,
  storedSha256: sha256,
  chainHash,
  receivedAt: new Date().toISOString(),
  keyId: 'k',
  signature: 's',
});

describe('EvidenceStore', () => {
  it('keeps a chunk as its bytes, not the recorder’s Blob, and gives it back as a Blob', async () => {
    // WebKit's ephemeral sessions (Safari's Private Browsing) refuse Blobs in IndexedDB: a store
    // that refuses them stands in for it here.
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (
      this: IDBObjectStore,
      value: unknown,
      key?: IDBValidKey,
    ) {
      if ((value as { data?: unknown }).data instanceof Blob) {
        throw new DOMException('Blobs are not supported here', 'DataCloneError');
      }
      return put.call(this, value, key);
    };
    try {
      const store = new EvidenceStore();
      const localId = crypto.randomUUID();
      await store.create({ localId, mimeType: 'video/mp4', alertId: null });
      await store.appendChunk(localId, new Blob(['sound and picture'], { type: 'video/mp4' }));
      const chunk = await store.chunk(localId, 0);
      expect(chunk?.data).toBeInstanceOf(Blob);
      expect(await chunk?.data.text()).toBe('sound and picture');
      expect(chunk?.data.type).toBe('video/mp4');
      expect(await (await store.footage(localId)).text()).toBe('sound and picture');
    } finally {
      IDBObjectStore.prototype.put = put;
    }
  });

  it('when room runs out, lets go of acknowledged chunks first and stores the next one', async () => {
    const room = { full: false };
    const store = new EvidenceStore(() => new Promise(() => undefined));
    const localId = crypto.randomUUID();
    await store.create({ localId, mimeType: 'video/webm', alertId: null });
    const first = await store.appendChunk(localId, new Blob(['zero']));
    await store.appendChunk(localId, new Blob(['one']));
    await store.saveAck(ackFor(localId, 0, first.sha256, first.chainAfter));

    // The browser refuses until something is deleted.
    const restore = refuseChunksWhile(room);
    const free = store.freeAcknowledged.bind(store);
    store.freeAcknowledged = async () => {
      const freed = await free();
      if (freed > 0) room.full = false;
      return freed;
    };
    room.full = true;
    try {
      expect((await store.appendChunk(localId, new Blob(['two']))).index).toBe(2);
    } finally {
      restore();
    }
    expect(getHeldFootage()).toEqual({ waiting: 0, since: null });
    // The acknowledged chunk's bytes went, its acknowledgement stayed; the unacknowledged stayed.
    expect(await store.chunk(localId, 0)).toBeNull();
    expect(await (await store.chunk(localId, 1))?.data.text()).toBe('one');
    expect(await (await store.chunk(localId, 2))?.data.text()).toBe('two');
    expect(await store.acks(localId)).toHaveLength(1);
    // A refused write never counted a chunk it did not keep.
    expect((await new EvidenceStore().get(localId))?.chunkCount).toBe(3);
  });

  it('with no room at all, a take goes on in memory: sent from there, written once room comes', async () => {
    const room = { full: true };
    const store = new EvidenceStore(() => new Promise(() => undefined));
    const restore = refuseChunksWhile(room, ['recordings', 'chunks']);
    const localId = crypto.randomUUID();
    let oneChain = '';
    try {
      await store.create({ localId, mimeType: 'video/webm', alertId: null });
      const zero = await store.appendChunk(localId, new Blob(['zero']));
      const one = await store.appendChunk(localId, new Blob(['one']));
      expect([zero.index, one.index]).toEqual([0, 1]);
      const chain = await chainNext(
        await chainNext(
          await chainGenesis(localId),
          await sha256Hex(new TextEncoder().encode('zero')),
        ),
        await sha256Hex(new TextEncoder().encode('one')),
      );
      expect(one.chainAfter).toBe(chain);
      oneChain = one.chainAfter;
      // The uploader reads it all as if stored, and the person is told it is in memory only.
      expect((await store.get(localId))?.chunkCount).toBe(2);
      expect(await (await store.chunk(localId, 1))?.data.text()).toBe('one');
      expect(getHeldFootage().waiting).toBe(1);
      // Nothing of it is on the phone's storage yet.
      expect(await new EvidenceStore().get(localId)).toBeNull();

      // The server acknowledges the first chunk: it leaves memory, its acknowledgement stays.
      await store.saveAck(ackFor(localId, 0, zero.sha256, zero.chainAfter));
      expect(await store.chunk(localId, 0)).toBeNull();
      expect(await store.acks(localId)).toHaveLength(1);

      // Still no room: nothing is written, nothing is lost.
      await store.flushHeld();
      expect(getHeldFootage().waiting).toBe(1);
      room.full = false;
      await store.flushHeld();
    } finally {
      restore();
    }
    expect(getHeldFootage()).toEqual({ waiting: 0, since: null });
    // A page opened afterwards finds the recording, its unacknowledged chunk and the ack.
    const reopened = new EvidenceStore();
    expect((await reopened.get(localId))?.chunkCount).toBe(2);
    expect((await reopened.get(localId))?.chainHash).toBe(oneChain);
    expect(await reopened.chunk(localId, 0)).toBeNull();
    expect(await (await reopened.chunk(localId, 1))?.data.text()).toBe('one');
    expect(await reopened.acks(localId)).toHaveLength(1);
  });
});
