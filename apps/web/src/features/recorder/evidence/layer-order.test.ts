import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { EvidenceStore } from './evidence-store';
import { EvidenceUploader } from './evidence-uploader';
import { FakeServer, METADATA, noPause } from './fake-upload-server';

const bytes = (text: string) => new Blob([text]);

/** One camera's take as the recorder stores it: its full layer, its evidence, the take's sound. */
async function take(store: EvidenceStore) {
  const ids = {
    full: crypto.randomUUID(),
    evidence: crypto.randomUUID(),
    sound: crypto.randomUUID(),
  };
  await store.create({ localId: ids.full, mimeType: 'video/webm', alertId: null });
  await store.create({
    localId: ids.evidence,
    mimeType: 'video/webm',
    alertId: null,
    layer: 'evidence',
    recordingId: ids.full,
  });
  await store.create({
    localId: ids.sound,
    mimeType: 'audio/webm;codecs=opus',
    alertId: null,
    layer: 'sound',
    recordingId: ids.full,
    recordingMimeType: 'video/webm',
  });
  return ids;
}

async function seal(store: EvidenceStore, ids: Awaited<ReturnType<typeof take>>) {
  await store.update(ids.full, { isComplete: true, metadata: METADATA });
  await store.update(ids.evidence, { isComplete: true, metadata: METADATA });
  await store.update(ids.sound, { isComplete: true, metadata: METADATA });
}

const kickAll = (uploader: EvidenceUploader, ids: Awaited<ReturnType<typeof take>>) =>
  // The full layer asks first, as the recorder starts it first: order must come from the layers.
  Promise.all([uploader.kick(ids.full), uploader.kick(ids.evidence), uploader.kick(ids.sound)]);

describe('the sound layer goes first', () => {
  // Each test its own device: a layer left recording by another would pace this one's full layer.
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });

  it('sends sound while a picture is still on the wire: sound never waits behind it', async () => {
    const store = new EvidenceStore();
    const server = new FakeServer();
    const uploader = new EvidenceUploader(store, server, noPause);
    const ids = await take(store);
    // The evidence chunk takes long on a slow uplink: it is answered only when the test says.
    let answerPicture: () => void = () => undefined;
    const pictureAnswered = new Promise<void>((resolve) => {
      answerPicture = resolve;
    });
    let pictureOnTheWire: () => void = () => undefined;
    const pictureSent = new Promise<void>((resolve) => {
      pictureOnTheWire = resolve;
    });
    const putLayer = server.putLayerChunk;
    server.putLayerChunk = async (id, layer, chunk) => {
      if (layer === 'evidence') {
        pictureOnTheWire();
        await pictureAnswered;
      }
      return putLayer(id, layer, chunk);
    };
    await store.appendChunk(ids.evidence, bytes('e1'), 1);
    const evidenceRun = uploader.kick(ids.evidence);
    await pictureSent;
    // Sound recorded meanwhile reaches the server before the picture's answer comes.
    await store.appendChunk(ids.sound, bytes('s1'), 0.5);
    await store.update(ids.sound, { isComplete: true, metadata: METADATA });
    await uploader.kick(ids.sound);
    expect((await server.layerStatus(ids.full, 'sound')).chunkCount).toBe(1);
    answerPicture();
    await store.update(ids.evidence, { isComplete: true, metadata: METADATA });
    uploader.wake();
    await evidenceRun;
    expect((await server.layerStatus(ids.full, 'evidence')).chunkCount).toBe(1);
  });

  it('sends the picture beside a sound chunk already on the wire: only sound still waiting holds it', async () => {
    const store = new EvidenceStore();
    const server = new FakeServer();
    const uploader = new EvidenceUploader(store, server, noPause);
    const ids = await take(store);
    // The sound's request takes long on a lossy uplink: answered only when the test says.
    let answerSound: () => void = () => undefined;
    const soundAnswered = new Promise<void>((resolve) => {
      answerSound = resolve;
    });
    const putLayer = server.putLayerChunk;
    server.putLayerChunk = async (id, layer, chunk) => {
      if (layer === 'sound') await soundAnswered;
      return putLayer(id, layer, chunk);
    };
    await store.appendChunk(ids.sound, bytes('s1'), 1);
    const soundRun = uploader.kick(ids.sound);
    await store.appendChunk(ids.evidence, bytes('e1'), 0.5);
    await store.update(ids.evidence, { isComplete: true, metadata: METADATA });
    const evidenceRun = uploader.kick(ids.evidence);
    // The picture reaches the server while the sound's one chunk is still on its way.
    await expect.poll(() => server.arrivals).toEqual(['evidence']);
    answerSound();
    await store.update(ids.sound, { isComplete: true, metadata: METADATA });
    uploader.wake();
    await Promise.all([soundRun, evidenceRun]);
    expect(server.arrivals).toEqual(['evidence', 'sound']);
  });

  it('sends the sound first while it is behind, and every evidence chunk before any full one', async () => {
    const store = new EvidenceStore();
    const server = new FakeServer();
    const uploader = new EvidenceUploader(store, server, noPause);
    const ids = await take(store);
    // Recorded before any upload ran (one bar of signal): the sound four seconds behind.
    for (const text of ['f1', 'f2', 'f3']) await store.appendChunk(ids.full, bytes(text));
    await store.appendChunk(ids.evidence, bytes('e1'), 0.5);
    await store.appendChunk(ids.evidence, bytes('e2'), 1);
    for (const [at, text] of ['s1', 's2', 's3', 's4'].entries()) {
      await store.appendChunk(ids.sound, bytes(text), at + 1);
    }
    await seal(store, ids);
    await kickAll(uploader, ids);

    // Two seconds behind and more, the sound holds the picture back; then they go side by side.
    expect(server.arrivals.slice(0, 2)).toEqual(['sound', 'sound']);
    expect(server.arrivals.filter((layer) => layer !== 'sound')).toEqual([
      'evidence',
      'evidence',
      'full',
      'full',
      'full',
    ]);
    expect(server.arrivals.filter((layer) => layer === 'sound')).toHaveLength(4);
    const sound = await store.get(ids.sound);
    expect(sound?.receipt?.chainHash).toBe(server.chains.get(ids.sound));
    expect(new TextDecoder().decode(Buffer.concat(server.chunks.get(ids.sound) ?? []))).toBe(
      's1s2s3s4',
    );
    // A layer has no metadata of its own: only the full layer is described.
    expect(server.described).toEqual([ids.full]);
  });

  it('after an outage, what was recorded meanwhile goes up sound first, then the picture', async () => {
    const store = new EvidenceStore();
    const server = new FakeServer();
    const uploader = new EvidenceUploader(store, server, noPause);
    const ids = await take(store);
    await store.appendChunk(ids.sound, bytes('s1'), 0.5);
    await store.appendChunk(ids.evidence, bytes('e1'), 0.5);
    await store.appendChunk(ids.full, bytes('f1'));
    const running = kickAll(uploader, ids);
    // The full layer waits its share of the uplink while the others record: it is not known yet.
    await expect.poll(() => [...server.arrivals].sort()).toEqual(['evidence', 'sound']);
    server.online = false;
    const callsAtOutage = server.calls;
    // Recorded during the outage, picture first as a camera hands it over.
    await store.appendChunk(ids.full, bytes('f2'));
    await store.appendChunk(ids.evidence, bytes('e2'), 1);
    for (const [at, text] of ['s2', 's3', 's4', 's5'].entries()) {
      await store.appendChunk(ids.sound, bytes(text), at + 1);
    }
    await seal(store, ids);
    // Every layer has met the dead network by now; then it comes back.
    await expect.poll(() => server.calls).toBeGreaterThan(callsAtOutage + 6);
    server.online = true;
    uploader.wake();
    await running;

    const after = server.arrivals.slice(2);
    expect(after.slice(0, 2)).toEqual(['sound', 'sound']);
    expect(after.filter((layer) => layer !== 'sound')).toEqual(['evidence', 'full', 'full']);
    expect(after.filter((layer) => layer === 'sound')).toHaveLength(4);
    expect((await store.get(ids.full))?.receipt?.chunkCount).toBe(2);
  });

  it('opens the recording with the full layer’s container when the sound layer gets there first', async () => {
    const store = new EvidenceStore();
    const server = new FakeServer();
    const uploader = new EvidenceUploader(store, server, noPause);
    const ids = await take(store);
    await store.appendChunk(ids.sound, bytes('s1'), 0.5);
    await store.update(ids.sound, { isComplete: true, metadata: METADATA });
    await uploader.kick(ids.sound);

    expect(server.mimeTypes.get(ids.full)).toBe('video/webm');
    expect(server.mimeTypes.get(ids.sound)).toBe('audio/webm;codecs=opus');
    expect(server.layers.get(`${ids.full}/sound`)).toBe(ids.sound);
  });

  it('does not hold the picture back when the server refuses the sound layer', async () => {
    const store = new EvidenceStore();
    const server = new FakeServer();
    // A server from before the sound layer: it knows evidence and full only.
    const startLayer = server.startLayer;
    server.startLayer = async (id, layer, body) => {
      if (layer === 'sound') throw new ApiError(400, '400', 'validation_failed', 'bad layer');
      return startLayer(id, layer, body);
    };
    const uploader = new EvidenceUploader(store, server, noPause);
    const ids = await take(store);
    await store.appendChunk(ids.sound, bytes('s1'), 0.5);
    await store.appendChunk(ids.evidence, bytes('e1'), 0.5);
    await store.appendChunk(ids.full, bytes('f1'));
    await seal(store, ids);
    await kickAll(uploader, ids);

    expect(server.arrivals).toEqual(['evidence', 'full']);
    expect((await store.get(ids.full))?.receipt?.chunkCount).toBe(1);
    expect(await uploader.evidenceBacklog()).toBe(0);
  });
});
