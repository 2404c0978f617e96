import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { EvidenceStore } from './evidence-store';

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
});
