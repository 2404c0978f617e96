import 'fake-indexeddb/auto';
import { sha256Hex } from '@redzone/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { EvidenceStore } from './evidence-store';
import { EvidenceUploader, type UploadState } from './evidence-uploader';
import { FakeServer, METADATA, noPause } from './fake-upload-server';

const bytes = (text: string) => new Blob([text]);

describe('EvidenceUploader', () => {
  it('keeps the server’s signed acknowledgement of every chunk after the footage leaves the device', async () => {
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

  it('refuses an acknowledgement that names other bytes than the device recorded', async () => {
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

  it('sends the evidence layer first and seals it under its own chain; the full layer follows', async () => {
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

  it('gives up a chunk request that gets no answer and sends it again soon, without backing off', async () => {
    const store = new EvidenceStore();
    // Layers earlier tests left unsent would hold this full layer back (they go first).
    for (const left of await store.all()) await store.remove(left.localId);
    const server = new FakeServer();
    const put = server.putChunk;
    const stalls: number[] = [];
    let unanswered = 3;
    // As fetch does when its AbortSignal.timeout fires: the link went dark mid-request.
    server.putChunk = (id, index, data, sha256) =>
      unanswered-- > 0
        ? Promise.reject(new DOMException('no answer', 'TimeoutError'))
        : put(id, index, data, sha256);
    const pauses: number[] = [];
    const uploader = new EvidenceUploader(
      store,
      server,
      async (ms) => {
        pauses.push(ms);
      },
      (ms) => {
        stalls.push(ms);
        return new AbortController().signal;
      },
    );
    const localId = crypto.randomUUID();
    await store.create({ localId, mimeType: 'video/webm', alertId: null });
    await store.appendChunk(localId, bytes('one'));
    await store.update(localId, { isComplete: true, metadata: METADATA });
    await uploader.kick(localId);

    expect((await server.status(localId)).chunkCount).toBe(1);
    // Each try waited the shortest pause, not a doubling one: 1 s, 1 s, 1 s (not 1, 2, 4 s).
    expect(pauses).toEqual([1_000, 1_000, 1_000]);
    // Every chunk request and every status question had a time limit.
    expect(stalls.length).toBeGreaterThanOrEqual(4);
    expect(Math.min(...stalls)).toBeGreaterThanOrEqual(6_000);
  });
});
