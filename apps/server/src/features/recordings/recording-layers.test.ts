import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  RECORDING_CHUNK_ENDS_AT_HEADER,
  RECORDING_CHUNK_SHA256_HEADER,
  RecordingDetailsListSchema,
  RecordingDetailsSchema,
  RecordingReceiptSchema,
  sha256Hex,
} from '@redzone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { eventually } from '../../test/alerts';
import { createTestApp } from '../../test/create-test-app';
import { asSession, startSession, type TestSession } from '../../test/phone-sessions';
import { sample, scrape, TEST_METRICS_TOKEN } from '../../test/metrics';
import {
  chainOf,
  finishUpload,
  startUpload,
  TEST_RECORDING_MIME_TYPE,
  uploadAll,
} from '../../test/recordings';
import { describeApi } from '../../test/test-database';

describeApi('recording layers', () => {
  let app: App;
  let dataDir: string;
  let owner: TestSession;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'redzone-layers-'));
    app = await createTestApp(
      // A deletion asked for here is due at once, and the sweep that does it runs often.
      { DATA_DIR: dataDir, METRICS_TOKEN: TEST_METRICS_TOKEN, RECORDING_DELETE_DELAY_DAYS: '0' },
      { recordingRetentionSweepMs: 50 },
    );
    owner = await startSession(app);
  });
  afterAll(() => app.close());

  const openLayer = (who: TestSession, id: string, layer: string, layerId = randomUUID()) =>
    app.inject({
      method: 'POST',
      url: `/api/recordings/${id}/layers/${layer}`,
      payload: { layerId, mimeType: TEST_RECORDING_MIME_TYPE },
      ...asSession(who),
    });

  async function putLayerChunk(
    who: TestSession,
    id: string,
    layer: string,
    index: number,
    bytes: Buffer,
    endsAt?: number,
  ) {
    return app.inject({
      method: 'PUT',
      url: `/api/recordings/${id}/layers/${layer}/chunks/${index}`,
      headers: {
        'content-type': 'application/octet-stream',
        [RECORDING_CHUNK_SHA256_HEADER]: await sha256Hex(bytes),
        ...(endsAt === undefined ? {} : { [RECORDING_CHUNK_ENDS_AT_HEADER]: String(endsAt) }),
      },
      payload: bytes,
      ...asSession(who),
    });
  }

  async function details(who: TestSession, id: string) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/recordings/${id}`,
      ...asSession(who),
    });
    return RecordingDetailsSchema.parse(response.json());
  }

  it('keeps an evidence layer beside the full one: its own chunks, chain, seconds secured and download', async () => {
    const { recordingId } = await startUpload(app, owner);
    const layerId = randomUUID();
    expect((await openLayer(owner, recordingId, 'evidence', layerId)).statusCode).toBe(201);
    const evidence = [randomBytes(300), randomBytes(200), randomBytes(250)];
    for (const [index, chunk] of evidence.entries()) {
      const response = await putLayerChunk(owner, recordingId, 'evidence', index, chunk, index + 1);
      expect(response.statusCode).toBe(200);
    }
    const full = [randomBytes(1000)];
    await uploadAll(app, owner, recordingId, full);

    // While it records: the evidence is listed first, with the seconds its chunks secured.
    const during = await details(owner, recordingId);
    expect(during.layers.map((layer) => layer.name)).toEqual(['evidence', 'full']);
    expect(during.layers[0]).toMatchObject({
      layerId,
      chunkCount: 3,
      byteCount: 750,
      securedUntilSeconds: 3,
      complete: false,
      url: `/api/recordings/${recordingId}/layers/evidence/video`,
    });
    // Playable while incomplete: every stored byte, in order, from the start.
    const partial = await app.inject({
      method: 'GET',
      url: `/api/recordings/${recordingId}/layers/evidence/video`,
      ...asSession(owner),
    });
    expect(partial.statusCode).toBe(200);
    expect(partial.rawPayload.equals(Buffer.concat(evidence))).toBe(true);

    // Sealed under its own chain, which starts from the layer's id.
    const sealed = await app.inject({
      method: 'POST',
      url: `/api/recordings/${recordingId}/layers/evidence/finish`,
      payload: { chunkCount: 3, chainHash: await chainOf(layerId, evidence) },
      ...asSession(owner),
    });
    expect(sealed.statusCode).toBe(200);
    expect(RecordingReceiptSchema.parse(sealed.json()).chainHash).toBe(
      await chainOf(layerId, evidence),
    );
    expect((await finishUpload(app, owner, recordingId, full)).statusCode).toBe(200);
    const after = await details(owner, recordingId);
    expect(after.layers.map((layer) => layer.complete)).toEqual([true, true]);

    // A layer is reached through its recording only, and listed with it.
    const list = await app.inject({ method: 'GET', url: '/api/recordings', ...asSession(owner) });
    const ids = RecordingDetailsListSchema.parse(list.json()).map((r) => r.id);
    expect(ids).toContain(recordingId);
    expect(ids).not.toContain(layerId);
    expect(
      (await app.inject({ method: 'GET', url: `/api/recordings/${layerId}`, ...asSession(owner) }))
        .statusCode,
    ).toBe(404);

    // Counted under its own layer in the metrics.
    const metrics = await scrape(app);
    expect(sample(metrics, 'redzone_upload_bytes_total', { layer: 'evidence' })).toBeGreaterThan(0);

    // Deleting the recording deletes its layers, files included.
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/recordings/${recordingId}`,
      ...asSession(owner),
    });
    expect(deleted.statusCode).toBe(202);
    await eventually(async () => {
      const files = await readdir(join(dataDir, 'recordings'));
      expect(files.filter((file) => file.startsWith(layerId))).toEqual([]);
    });
  });

  it('answers two starts of one recording and of one layer racing each other with the same upload, not a 500', async () => {
    const id = randomUUID();
    const start = () =>
      app.inject({
        method: 'POST',
        url: '/api/recordings',
        payload: { id, alertId: null, mimeType: TEST_RECORDING_MIME_TYPE },
        ...asSession(owner),
      });
    const starts = await Promise.all([start(), start(), start()]);
    for (const started of starts) expect(started.statusCode).toBeLessThan(300);
    expect(new Set(starts.map((r) => (r.json() as { recordingId: string }).recordingId))).toEqual(
      new Set([id]),
    );

    const layerId = randomUUID();
    const layers = await Promise.all(
      [0, 1, 2].map(() => openLayer(owner, id, 'evidence', layerId)),
    );
    for (const opened of layers) expect(opened.statusCode).toBeLessThan(300);
    expect(new Set(layers.map((r) => (r.json() as { recordingId: string }).recordingId))).toEqual(
      new Set([layerId]),
    );
  });

  it('answers an old single-stream upload with its one full layer', async () => {
    const { recordingId } = await startUpload(app, owner);
    const chunks = [randomBytes(100)];
    await uploadAll(app, owner, recordingId, chunks);
    expect((await finishUpload(app, owner, recordingId, chunks)).statusCode).toBe(200);
    const { layers } = await details(owner, recordingId);
    expect(layers).toEqual([
      expect.objectContaining({
        name: 'full',
        layerId: recordingId,
        chunkCount: 1,
        complete: true,
        url: `/api/recordings/${recordingId}/layers/full/video`,
      }),
    ]);
    const video = await app.inject({
      method: 'GET',
      url: layers[0]?.url ?? '',
      ...asSession(owner),
    });
    expect(video.rawPayload.equals(Buffer.concat(chunks))).toBe(true);
  });

  it('removes an upload finished with nothing in it (409 recording_empty) instead of sealing 0 bytes', async () => {
    // A camera that handed over nothing (WebKitGTK here): both of its layers finish empty.
    const { recordingId } = await startUpload(app, owner);
    const layerId = randomUUID();
    expect((await openLayer(owner, recordingId, 'evidence', layerId)).statusCode).toBe(201);
    const emptyLayer = await app.inject({
      method: 'POST',
      url: `/api/recordings/${recordingId}/layers/evidence/finish`,
      payload: { chunkCount: 0, chainHash: await chainOf(layerId, []) },
      ...asSession(owner),
    });
    expect(emptyLayer.statusCode).toBe(409);
    expect(emptyLayer.json()).toMatchObject({ code: 'recording_empty' });
    expect((await details(owner, recordingId)).layers.map((layer) => layer.name)).toEqual(['full']);
    const empty = await finishUpload(app, owner, recordingId, []);
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ code: 'recording_empty' });
    const gone = await app.inject({
      method: 'GET',
      url: `/api/recordings/${recordingId}`,
      ...asSession(owner),
    });
    expect(gone.statusCode).toBe(404);

    // Not empty: sound in the evidence layer while the full layer got nothing is sealed as is.
    const kept = await startUpload(app, owner);
    const keptLayer = randomUUID();
    await openLayer(owner, kept.recordingId, 'evidence', keptLayer);
    const sound = [randomBytes(120)];
    await putLayerChunk(owner, kept.recordingId, 'evidence', 0, sound[0]!, 1);
    expect((await finishUpload(app, owner, kept.recordingId, [])).statusCode).toBe(200);
    expect((await details(owner, kept.recordingId)).layers.map((l) => l.name)).toEqual([
      'evidence',
      'full',
    ]);
  });

  describe('bad input', () => {
    it('refuses an unknown layer name with 400, and a chunk for a layer never opened with 409', async () => {
      const { recordingId } = await startUpload(app, owner);
      const unknown = await openLayer(owner, recordingId, 'thumbnail');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: 'validation_failed' });
      const early = await putLayerChunk(owner, recordingId, 'evidence', 0, randomBytes(10));
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ code: 'layer_not_started' });
    });

    it('answers a retried open with the same layer, and refuses a second one under another id', async () => {
      const { recordingId } = await startUpload(app, owner);
      const layerId = randomUUID();
      expect((await openLayer(owner, recordingId, 'evidence', layerId)).statusCode).toBe(201);
      expect((await openLayer(owner, recordingId, 'evidence', layerId)).statusCode).toBe(201);
      const other = await openLayer(owner, recordingId, 'evidence');
      expect(other.statusCode).toBe(409);
    });

    it('never opens a layer on a sealed take: its owner cannot add footage that two exports would tell apart', async () => {
      const { recordingId } = await startUpload(app, owner);
      const full = [randomBytes(200)];
      await uploadAll(app, owner, recordingId, full);
      expect((await finishUpload(app, owner, recordingId, full)).statusCode).toBe(200);
      const late = await openLayer(owner, recordingId, 'evidence');
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'recording_finished' });
      const chunk = await putLayerChunk(owner, recordingId, 'evidence', 0, randomBytes(10));
      expect(chunk.statusCode).toBe(409);
      expect((await details(owner, recordingId)).layers.map((layer) => layer.name)).toEqual([
        'full',
      ]);
    });

    it("never opens a layer on someone else's recording", async () => {
      const { recordingId } = await startUpload(app, owner);
      const stranger = await startSession(app);
      const refused = await openLayer(stranger, recordingId, 'evidence');
      expect(refused.statusCode).toBe(404);
      const read = await app.inject({
        method: 'GET',
        url: `/api/recordings/${recordingId}/layers/full/video`,
        ...asSession(stranger),
      });
      expect(read.statusCode).toBe(404);
    });
  });
});
