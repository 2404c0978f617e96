import 'fake-indexeddb/auto';
import {
  chainGenesis,
  type CreateEnhancedRecordingBody,
  type CreateRecordingBody,
} from '@redzone/contract';
import { describe, expect, it } from 'vitest';
import { EvidenceStore } from './evidence-store';
import { EvidenceUploader } from './evidence-uploader';
import { linkRecordingsToAlert } from './link-alert';

const METADATA: CreateRecordingBody = {
  title: 'Emergency Recording',
  description: '',
  alertId: null,
  duration: 4,
  quality: '720p',
  cameraType: 'front',
  latitude: null,
  longitude: null,
  location: null,
};

describe('linkRecordingsToAlert', () => {
  it('reaches the server even when the metadata was being sent as the alert got its id', async () => {
    const store = new EvidenceStore();
    const localId = crypto.randomUUID();
    await store.create({ localId, mimeType: 'video/webm', alertId: null });
    await store.appendChunk(localId, new Blob(['footage']));
    await store.update(localId, { isComplete: true, metadata: METADATA });
    const described: (string | null)[] = [];
    const server = {
      start: async () => ({ ...(await status(localId, 0)) }),
      status: async () => status(localId, held),
      putChunk: async () => {
        held = 1;
        return { ...(await status(localId, 1)), index: 0, receivedAt: new Date().toISOString() };
      },
      finish: async () => ({
        recordingId: localId,
        byteCount: 7,
        chunkCount: 1,
        chainHash: (await store.get(localId))?.chainHash ?? '',
        hashAlgorithm: 'sha256-chain' as const,
        firstChunkAt: null,
        lastChunkAt: null,
        finishedAt: new Date().toISOString(),
        thirdPartyTime: 'none' as const,
        log: null,
      }),
      startLayer: async () => never(),
      layerStatus: async () => never(),
      putLayerChunk: async () => never(),
      finishLayer: async () => never(),
      describe: async (body: CreateEnhancedRecordingBody) => {
        described.push(body.alertId);
        // The alert is posted while the first metadata call is out.
        if (described.length === 1) {
          await linkRecordingsToAlert({ store, api: server }, { id: 'alert-7', startedAt: 0 });
        }
        return {} as never;
      },
    };
    let held = 0;
    async function status(id: string, count: number) {
      const local = await store.get(id);
      return {
        recordingId: id,
        status: 'uploading' as const,
        chunkCount: count,
        byteCount: count * 7,
        chainHash: count === 0 ? await chainGenesis(id) : (local?.chainHash ?? ''),
      };
    }
    await new EvidenceUploader(store, server, async () => undefined).kick(localId);
    expect(described).toEqual([null, 'alert-7']);
  });

  it('gives recordings made offline the id of the alert once it is posted', async () => {
    const store = new EvidenceStore();
    const described: CreateEnhancedRecordingBody[] = [];
    const api = {
      describe: async (body: CreateEnhancedRecordingBody) => void described.push(body),
    };
    const startedAt = Date.now();
    const before = crypto.randomUUID();
    await store.create({ localId: before, mimeType: 'video/webm', alertId: null });
    await store.update(before, { startedAt: new Date(startedAt - 60_000).toISOString() });
    const recording = crypto.randomUUID();
    const sealed = crypto.randomUUID();
    const linkedAlready = crypto.randomUUID();
    await store.create({ localId: recording, mimeType: 'video/webm', alertId: null });
    await store.create({ localId: sealed, mimeType: 'video/webm', alertId: null });
    await store.update(sealed, { metadata: METADATA, metadataPosted: true });
    await store.create({ localId: linkedAlready, mimeType: 'video/webm', alertId: 'other' });

    const count = await linkRecordingsToAlert({ store, api }, { id: 'alert-9', startedAt });

    expect(count).toBe(2);
    expect((await store.get(recording))?.alertId).toBe('alert-9');
    expect((await store.get(sealed))?.metadata?.alertId).toBe('alert-9');
    // Already described without it: described again, with the alert.
    expect(described).toEqual([{ ...METADATA, alertId: 'alert-9', recordingId: sealed }]);
    // Older than the alert, or another alert's: left alone.
    expect((await store.get(before))?.alertId).toBeNull();
    expect((await store.get(linkedAlready))?.alertId).toBe('other');
  });
});

/** A call this test's recording (one full layer) never makes. */
function never(): never {
  throw new Error('not called for a recording without layers');
}
