import 'fake-indexeddb/auto';
import {
  chainGenesis,
  chainNext,
  type CreateRecordingBody,
  type RecordingReceipt,
  type RecordingUploadStatus,
  sha256Hex,
} from '@redzone/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import type { RecordingUploadApi } from '../api/recording-upload-api';
import { EvidenceStore } from './evidence-store';
import { EvidenceUploader, type UploadState } from './evidence-uploader';

const METADATA: CreateRecordingBody = {
  title: 'Emergency Recording',
  description: '',
  alertId: null,
  duration: 3,
  quality: '720p',
  cameraType: 'front',
  latitude: 34.18,
  longitude: -118.31,
  location: 'Burbank, CA',
};

/** The server's rules in memory (packages/contract's chain), with an off switch for the network. */
class FakeServer implements RecordingUploadApi {
  online = true;
  readonly chunks = new Map<string, Uint8Array[]>();
  readonly chains = new Map<string, string>();
  described: string[] = [];
  calls = 0;

  private check(): void {
    this.calls += 1;
    if (!this.online) throw new TypeError('Failed to fetch');
  }

  private async snapshot(id: string): Promise<RecordingUploadStatus> {
    const held = this.chunks.get(id) ?? [];
    return {
      recordingId: id,
      status: 'uploading',
      chunkCount: held.length,
      byteCount: held.reduce((sum, c) => sum + c.length, 0),
      chainHash: this.chains.get(id) ?? (await chainGenesis(id)),
    };
  }

  start = async ({ id }: { id: string }) => {
    this.check();
    if (!this.chunks.has(id)) {
      this.chunks.set(id, []);
      this.chains.set(id, await chainGenesis(id));
    }
    return this.snapshot(id);
  };

  status = async (id: string) => {
    this.check();
    return this.snapshot(id);
  };

  putChunk = async (id: string, index: number, data: Blob, sha256: string) => {
    this.check();
    if (![...this.layers.values()].includes(id)) this.arrivals.push('full');
    const held = this.chunks.get(id);
    if (held === undefined) throw new ApiError(404, '404: not found', 'recording_not_found', null);
    if (index !== held.length) {
      throw new ApiError(409, '409: gap', 'chunk_out_of_order', 'gap');
    }
    const bytes = new Uint8Array(await data.arrayBuffer());
    if ((await sha256Hex(bytes)) !== sha256)
      throw new ApiError(422, '422', 'chunk_hash_mismatch', 'bad');
    held.push(bytes);
    const chain = await chainNext(this.chains.get(id) ?? '', sha256);
    this.chains.set(id, chain);
    const receivedAt = new Date().toISOString();
    const ack = {
      version: 1 as const,
      recordingId: id,
      layer: 'full' as const,
      layerId: id,
      index,
      sha256: this.ackNamesOtherBytes ? '0'.repeat(64) : sha256,
      storedSha256: '1'.repeat(64),
      chainHash: chain,
      receivedAt,
      keyId: 'rz-ed25519-0123456789abcdef',
      signature: 'c2lnbmVk',
    };
    return { ...(await this.snapshot(id)), index, receivedAt, ack };
  };

  /** Issue 28: answer acknowledgements that name other bytes than were sent. */
  ackNamesOtherBytes = false;

  finish = async (
    id: string,
    body: { chunkCount: number; chainHash: string },
  ): Promise<RecordingReceipt> => {
    this.check();
    if (!this.chunks.has(id)) throw new ApiError(404, '404', 'recording_not_found', null);
    const status = await this.snapshot(id);
    if (body.chunkCount === 0 && status.chunkCount === 0) {
      // As the server does: an empty upload is removed, never sealed as 0 bytes.
      this.chunks.delete(id);
      throw new ApiError(409, '409', 'recording_empty', 'nothing recorded');
    }
    if (body.chunkCount !== status.chunkCount || body.chainHash !== status.chainHash) {
      throw new ApiError(409, '409', 'recording_incomplete', 'incomplete');
    }
    return {
      recordingId: id,
      byteCount: status.byteCount,
      chunkCount: status.chunkCount,
      chainHash: status.chainHash,
      hashAlgorithm: 'sha256-chain',
      firstChunkAt: null,
      lastChunkAt: null,
      finishedAt: new Date().toISOString(),
      thirdPartyTime: 'none',
    };
  };

  describe = async (body: { recordingId?: string }) => {
    this.check();
    this.described.push(body.recordingId ?? '');
    return {} as never;
  };

  /** Each layer is kept under its own id (its chain starts from it), as the server does. */
  readonly layers = new Map<string, string>();
  /** Every chunk the server took, in order: which layer went first. */
  readonly arrivals: string[] = [];

  private layerIdOf(id: string, layer: string): string {
    const layerId = this.layers.get(`${id}/${layer}`);
    if (layerId === undefined) throw new ApiError(409, '409', 'layer_not_started', 'not started');
    return layerId;
  }

  startLayer = async (id: string, layer: string, body: { layerId: string }) => {
    this.check();
    if (!this.chunks.has(id)) throw new ApiError(404, '404', 'recording_not_found', null);
    this.layers.set(`${id}/${layer}`, body.layerId);
    return this.start({ id: body.layerId });
  };

  layerStatus = async (id: string, layer: string) => this.status(this.layerIdOf(id, layer));

  putLayerChunk = async (
    id: string,
    layer: string,
    chunk: { index: number; data: Blob; sha256: string },
  ) => {
    const receipt = await this.putChunk(
      this.layerIdOf(id, layer),
      chunk.index,
      chunk.data,
      chunk.sha256,
    );
    this.arrivals.push(layer);
    return receipt;
  };

  finishLayer = async (
    id: string,
    layer: string,
    body: { chunkCount: number; chainHash: string },
  ) => this.finish(this.layerIdOf(id, layer), body);
}

/** Pauses end at once (the test drives time by switching the network). */
const noPause = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

const bytes = (text: string) => new Blob([text]);

describe('EvidenceUploader', () => {
  it('keeps the server’s signed acknowledgement of every chunk after the footage leaves the device (issue 28)', async () => {
    const store = new EvidenceStore();
    const uploader = new EvidenceUploader(store, new FakeServer(), noPause);
    const localId = crypto.randomUUID();
    await store.create({ localId, mimeType: 'video/webm', alertId: null });
    const sent = [];
    for (const text of ['one', 'two']) sent.push(await store.appendChunk(localId, bytes(text)));
    await store.update(localId, { isComplete: true, metadata: METADATA });
    await uploader.kick(localId);

    expect(await store.chunk(localId, 0)).toBeNull();
    const acks = await store.acks(localId);
    expect(acks.map((ack) => [ack.index, ack.sha256, ack.chainHash])).toEqual(
      sent.map((chunk) => [chunk.index, chunk.sha256, chunk.chainAfter]),
    );
  });

  it('refuses an acknowledgement that names other bytes than the device recorded (issue 28)', async () => {
    const store = new EvidenceStore();
    const server = new FakeServer();
    server.ackNamesOtherBytes = true;
    const uploader = new EvidenceUploader(store, server, noPause);
    const states: UploadState[] = [];
    uploader.onState((_, state) => states.push(state));
    const localId = crypto.randomUUID();
    await store.create({ localId, mimeType: 'video/webm', alertId: null });
    await store.appendChunk(localId, bytes('one'));
    await store.update(localId, { isComplete: true, metadata: METADATA });
    await uploader.kick(localId);

    expect(states.at(-1)).toMatchObject({ kind: 'failed' });
    expect(await store.acks(localId)).toEqual([]);
    // Nothing is forgotten on the device while the server's word does not hold.
    expect(await store.chunk(localId, 0)).not.toBeNull();
  });

  it('uploads chunks as they are recorded and seals the recording with a matching receipt', async () => {
    const store = new EvidenceStore();
    const server = new FakeServer();
    const uploader = new EvidenceUploader(store, server, noPause);
    const localId = crypto.randomUUID();
    await store.create({ localId, mimeType: 'video/webm', alertId: null });
    for (const text of ['one', 'two', 'three']) {
      await store.appendChunk(localId, bytes(text));
      void uploader.kick(localId);
    }
    const local = await store.update(localId, { isComplete: true, metadata: METADATA });
    await uploader.kick(localId);

    const sealed = await store.get(localId);
    expect(sealed?.receipt?.chainHash).toBe(local.chainHash);
    expect(sealed?.receipt?.chunkCount).toBe(3);
    expect(sealed?.metadataPosted).toBe(true);
    expect(server.described).toEqual([localId]);
    expect(new TextDecoder().decode(Buffer.concat(server.chunks.get(localId) ?? []))).toBe(
      'onetwothree',
    );
    // The device's copy goes once the server's is sealed and described.
    expect(await store.chunk(localId, 0)).toBeNull();
  });

  it('removes a recording the recorder handed nothing to, here and on the server, never sealing 0 bytes', async () => {
    const store = new EvidenceStore();
    const server = new FakeServer();
    const uploader = new EvidenceUploader(store, server, noPause);
    const states: UploadState['kind'][] = [];
    uploader.onState((_, state) => states.push(state.kind));
    const localId = crypto.randomUUID();
    await store.create({ localId, mimeType: 'video/mp4', alertId: null });
    void uploader.kick(localId);
    await store.update(localId, { isComplete: true, metadata: METADATA });
    await uploader.kick(localId);

    expect(await store.get(localId)).toBeNull();
    expect(server.chunks.has(localId)).toBe(false);
    expect(server.described).toEqual([]);
    expect(states).toContain('empty');
    expect(states).not.toContain('sealed');
    expect(states).not.toContain('failed');
  });

  it('keeps everything through a network drop and sends the rest when it returns', async () => {
    const store = new EvidenceStore();
    const server = new FakeServer();
    const states: UploadState['kind'][] = [];
    const uploader = new EvidenceUploader(store, server, async () => {
      // Offline for a while: the network comes back after a few retries.
      if (!server.online && states.filter((s) => s === 'waiting').length >= 3) server.online = true;
      await noPause();
    });
    uploader.onState((_, state) => states.push(state.kind));
    const localId = crypto.randomUUID();
    await store.create({ localId, mimeType: 'video/webm', alertId: null });
    await store.appendChunk(localId, bytes('before'));
    server.online = false;
    await store.appendChunk(localId, bytes('during'));
    await store.update(localId, { isComplete: true, metadata: METADATA });
    await uploader.kick(localId);

    expect(states.filter((s) => s === 'waiting').length).toBeGreaterThanOrEqual(3);
    expect((await store.get(localId))?.receipt?.chunkCount).toBe(2);
    expect(new TextDecoder().decode(Buffer.concat(server.chunks.get(localId) ?? []))).toBe(
      'beforeduring',
    );
  });

  it('says how many chunks the server holds while it waits for the network', async () => {
    const store = new EvidenceStore();
    const server = new FakeServer();
    const waiting: { sent: number; recorded: number }[] = [];
    const uploader = new EvidenceUploader(store, server, async () => {
      if (waiting.length >= 2) server.online = true;
      await noPause();
    });
    uploader.onState((_, state) => {
      if (state.kind === 'waiting') waiting.push({ sent: state.sent, recorded: state.recorded });
    });
    const localId = crypto.randomUUID();
    await store.create({ localId, mimeType: 'video/webm', alertId: null });
    await store.appendChunk(localId, bytes('one'));
    await store.appendChunk(localId, bytes('two'));
    // Both chunks reach the server (the run then waits for more); the network drops before
    // the recorder stops.
    const sending = uploader.kick(localId);
    await expect.poll(() => server.chunks.get(localId)?.length).toBe(2);
    server.online = false;
    await store.appendChunk(localId, bytes('three'));
    await store.update(localId, { isComplete: true, metadata: METADATA });
    uploader.wake();
    await sending;

    expect(waiting[0]?.sent).toBe(2);
    expect((await store.get(localId))?.receipt?.chunkCount).toBe(3);
  });

  it('after a reload, resumes from what the server holds and closes recordings whose recorder died', async () => {
    const server = new FakeServer();
    const localId = crypto.randomUUID();
    const before = new EvidenceStore();
    await before.create({ localId, mimeType: 'video/webm', alertId: null });
    await before.appendChunk(localId, bytes('a'));
    await before.appendChunk(localId, bytes('b'));
    // The first page sent one chunk, then was closed mid-recording.
    await server.start({ id: localId });
    const first = await before.chunk(localId, 0);
    await server.putChunk(localId, 0, first!.data, first!.sha256);
    await before.update(localId, { isOpened: true });

    const after = new EvidenceStore();
    const uploader = new EvidenceUploader(after, server, noPause);
    await uploader.resumeAll();
    const sealed = await after.get(localId);
    expect(sealed?.isComplete).toBe(true);
    expect(sealed?.metadata?.title).toBe('Emergency Recording (interrupted)');
    expect(sealed?.receipt?.chunkCount).toBe(2);
    expect(server.chunks.get(localId)).toHaveLength(2);
  });

  it('stops and says so when the server holds other bytes than the device recorded', async () => {
    const store = new EvidenceStore();
    const server = new FakeServer();
    const failures: string[] = [];
    const uploader = new EvidenceUploader(store, server, noPause);
    uploader.onState((_, state) => {
      if (state.kind === 'failed') failures.push(state.message);
    });
    const localId = crypto.randomUUID();
    await store.create({ localId, mimeType: 'video/webm', alertId: null });
    await store.appendChunk(localId, bytes('real'));
    await server.start({ id: localId });
    const forged = new Blob(['forged']);
    await server.putChunk(
      localId,
      0,
      forged,
      await sha256Hex(new Uint8Array(await forged.arrayBuffer())),
    );
    await store.appendChunk(localId, bytes('next'));
    await store.update(localId, { isOpened: true, isComplete: true, metadata: METADATA });
    await uploader.kick(localId);
    // The next answer's chain gives the forged first chunk away: nothing is sealed.
    expect(failures).toEqual(['The server received other bytes than this device recorded.']);
    expect((await store.get(localId))?.receipt).toBeNull();
  });

  it('sends the evidence layer first and seals it under its own chain; the full layer follows (issue 23)', async () => {
    const store = new EvidenceStore();
    const server = new FakeServer();
    const uploader = new EvidenceUploader(store, server, noPause);
    const secured: number[] = [];
    const recordingId = crypto.randomUUID();
    const evidenceId = crypto.randomUUID();
    uploader.onState((id, state) => {
      if (id === evidenceId && state.kind === 'uploading' && state.securedUntilSeconds) {
        secured.push(state.securedUntilSeconds);
      }
    });
    await store.create({ localId: recordingId, mimeType: 'video/webm', alertId: null });
    await store.create({
      localId: evidenceId,
      mimeType: 'video/webm',
      alertId: null,
      layer: 'evidence',
      recordingId,
    });
    // Recorded before any upload ran (one bar of signal): three full chunks, two evidence ones.
    for (const text of ['f1', 'f2', 'f3']) await store.appendChunk(recordingId, bytes(text));
    await store.appendChunk(evidenceId, bytes('e1'), 1);
    await store.appendChunk(evidenceId, bytes('e2'), 2);
    await store.update(recordingId, { isComplete: true, metadata: METADATA });
    await store.update(evidenceId, { isComplete: true });
    await Promise.all([uploader.kick(recordingId), uploader.kick(evidenceId)]);

    // Every evidence chunk reached the server before any full one.
    expect(server.arrivals.slice(0, 2)).toEqual(['evidence', 'evidence']);
    expect(server.arrivals.filter((layer) => layer === 'full')).toHaveLength(3);
    const evidence = await store.get(evidenceId);
    expect(evidence?.receipt?.chainHash).toBe(server.chains.get(evidenceId));
    expect(new TextDecoder().decode(Buffer.concat(server.chunks.get(evidenceId) ?? []))).toBe(
      'e1e2',
    );
    expect(secured).toEqual([1, 2]);
    // The layer's metadata is its recording's: only the full layer is described.
    expect(server.described).toEqual([recordingId]);
    expect((await store.get(recordingId))?.receipt?.chunkCount).toBe(3);
  });

  it('does not hold the full layer back when the server refuses the evidence layer', async () => {
    const store = new EvidenceStore();
    const server = new FakeServer();
    // An older server: no layers.
    server.startLayer = async () => {
      throw new ApiError(404, '404', 'route_not_found', 'no such route');
    };
    const uploader = new EvidenceUploader(store, server, noPause);
    const recordingId = crypto.randomUUID();
    const evidenceId = crypto.randomUUID();
    await store.create({ localId: recordingId, mimeType: 'video/webm', alertId: null });
    await store.create({
      localId: evidenceId,
      mimeType: 'video/webm',
      alertId: null,
      layer: 'evidence',
      recordingId,
    });
    await store.appendChunk(evidenceId, bytes('e1'), 1);
    await store.appendChunk(recordingId, bytes('f1'));
    await store.update(recordingId, { isComplete: true, metadata: METADATA });
    await store.update(evidenceId, { isComplete: true });
    await Promise.all([uploader.kick(evidenceId), uploader.kick(recordingId)]);
    expect((await store.get(recordingId))?.receipt?.chunkCount).toBe(1);
    expect(await uploader.evidenceBacklog()).toBe(0);
  });
});
