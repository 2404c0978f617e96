import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ChunkReceiptSchema,
  type EvidenceManifest,
  GAP_LAYER_MIME_TYPE,
  type GapRecord,
  gapLine,
  RECORDING_CHUNK_SHA256_HEADER,
  RecordingDetailsSchema,
  sha256Hex,
} from '@redzone/contract';
import { verifyBundle } from '@redzone/verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import {
  downloadBundle,
  entryDataRange,
  finishEvidenceLayer,
  flipByte,
  openEvidenceLayer,
  publishedKeys,
  readZipEntry,
  withReplacedFiles,
} from '../../test/evidence-bundles';
import { asSession, startSession, type TestSession } from '../../test/phone-sessions';
import {
  chainOf,
  finishUpload,
  startUpload,
  TEST_RECORDING_MIME_TYPE,
  uploadAll,
} from '../../test/recordings';
import { describeApi } from '../../test/test-database';

const LOCKED: GapRecord = {
  version: 1,
  cause: 'hidden',
  track: null,
  fromSeconds: 41.2,
  toSeconds: 67,
  from: '2026-11-29T03:00:41.200Z',
  to: '2026-11-29T03:01:07.000Z',
};
const CAMERA_ENDED: GapRecord = {
  ...LOCKED,
  cause: 'track_ended',
  track: 'video',
  fromSeconds: 70,
  toSeconds: 75.5,
  from: '2026-11-29T03:01:10.000Z',
  to: '2026-11-29T03:01:15.500Z',
};

/**
 * A take's gaps (when the page was hidden or frozen, a track muted or ended, the network gone):
 * one line each in the take's gaps layer, chained and signed like footage, named by the verifier.
 */
describeApi('the gaps of a take', () => {
  let app: App;
  let dir: string;
  let owner: TestSession;

  beforeAll(async () => {
    app = await createTestApp();
    dir = await mkdtemp(join(tmpdir(), 'redzone-gaps-'));
    owner = await startSession(app);
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const putGap = async (recordingId: string, index: number, bytes: Buffer) =>
    app.inject({
      method: 'PUT',
      url: `/api/recordings/${recordingId}/layers/gaps/chunks/${index}`,
      headers: {
        'content-type': 'application/octet-stream',
        [RECORDING_CHUNK_SHA256_HEADER]: await sha256Hex(bytes),
      },
      payload: bytes,
      ...asSession(owner),
    });

  const lines = [LOCKED, CAMERA_ENDED].map((gap) => Buffer.from(gapLine(gap)));

  /** A sealed take of footage and the two gaps above; its bundle's path. */
  async function takeWithGaps(): Promise<{ recordingId: string; bundle: string }> {
    const { recordingId } = await startUpload(app, owner);
    const footage = [randomBytes(800), randomBytes(600)];
    await uploadAll(app, owner, recordingId, footage);
    const layerId = await openEvidenceLayer(app, owner, recordingId, 'gaps');
    for (const [index, line] of lines.entries()) {
      expect((await putGap(recordingId, index, line)).statusCode).toBe(200);
    }
    const sealed = await finishEvidenceLayer(app, owner, recordingId, layerId, lines, 'gaps');
    expect(sealed.statusCode).toBe(200);
    expect((await finishUpload(app, owner, recordingId, footage)).statusCode).toBe(200);
    return { recordingId, bundle: await downloadBundle(app, owner, recordingId, dir) };
  }

  describe('what the server takes', () => {
    it('signs each gap line like a chunk of footage, and lists the layer with the take', async () => {
      const { recordingId } = await startUpload(app, owner);
      await openEvidenceLayer(app, owner, recordingId, 'gaps');
      const answer = await putGap(recordingId, 0, Buffer.from(gapLine(LOCKED)));
      expect(answer.statusCode).toBe(200);
      const receipt = ChunkReceiptSchema.parse(answer.json());
      expect(receipt.ack).toMatchObject({ layer: 'gaps', index: 0 });
      const details = RecordingDetailsSchema.parse(
        (await app.inject({ url: `/api/recordings/${recordingId}`, ...asSession(owner) })).json(),
      );
      expect(details.layers.find((layer) => layer.name === 'gaps')).toMatchObject({
        mimeType: GAP_LAYER_MIME_TYPE,
        chunkCount: 1,
      });
    });

    it('refuses, with 400 gap_invalid, a chunk that is not one gap line as the recorder writes it', async () => {
      const { recordingId } = await startUpload(app, owner);
      await openEvidenceLayer(app, owner, recordingId, 'gaps');
      const line = gapLine(LOCKED);
      const spaced = JSON.stringify(JSON.parse(line), null, 1);
      const reordered = `${JSON.stringify({ ...LOCKED, version: undefined, v: 1 })}\n`;
      for (const bad of [
        randomBytes(40),
        line.trimEnd(),
        line + line,
        `${spaced}\n`,
        reordered,
        gapLine({ ...LOCKED, toSeconds: 10 }),
        gapLine({ ...LOCKED, fromSeconds: 41.25 }),
        line.replace('"hidden"', '"bored"'),
        `${line.trimEnd().slice(0, -1)},"note":"x"}\n`,
        // What an outside tester got signed: a byte-order mark, other spellings of the times,
        // times that tell another span than the seconds, a track named where none is.
        `\uFEFF${line}`,
        line.replace('03:00:41.200Z', '03:00:41.2Z'),
        line.replace('2026-11-29T03:01:07.000Z', '2026-11-28T22:01:07.000-05:00'),
        line.replace('2026-11-29T03:01:07.000Z', '2125-11-29T03:01:07.000Z'),
        line.replace('"track":null', '"track":"audio"'),
        gapLine({ ...CAMERA_ENDED, track: null }),
      ]) {
        const answer = await putGap(recordingId, 0, Buffer.from(bad));
        expect(answer.statusCode, bad.toString()).toBe(400);
        expect(answer.json()).toMatchObject({ code: 'gap_invalid' });
      }
    });

    it('takes no gap once the take is sealed, counts a gap secured to its own end, and caps a take’s gaps', async () => {
      const { recordingId } = await startUpload(app, owner);
      await openEvidenceLayer(app, owner, recordingId, 'gaps');
      const first = Buffer.from(gapLine(LOCKED));
      const answer = await app.inject({
        method: 'PUT',
        url: `/api/recordings/${recordingId}/layers/gaps/chunks/0`,
        headers: {
          'content-type': 'application/octet-stream',
          [RECORDING_CHUNK_SHA256_HEADER]: await sha256Hex(first),
          // The line says where it ends: a header saying a day is not believed.
          'x-chunk-ends-at-seconds': '86400',
        },
        payload: first,
        ...asSession(owner),
      });
      expect(answer.statusCode).toBe(200);
      const beyond = await putGap(recordingId, 2000, Buffer.from(gapLine(CAMERA_ENDED)));
      expect(beyond.statusCode).toBe(400);
      expect(beyond.json()).toMatchObject({ code: 'gap_invalid' });
      const footage = [randomBytes(300)];
      await uploadAll(app, owner, recordingId, footage);
      expect((await finishUpload(app, owner, recordingId, footage)).statusCode).toBe(200);
      const late = await putGap(recordingId, 1, Buffer.from(gapLine(CAMERA_ENDED)));
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'recording_finished' });
      const details = RecordingDetailsSchema.parse(
        (await app.inject({ url: `/api/recordings/${recordingId}`, ...asSession(owner) })).json(),
      );
      expect(details.layers.find((layer) => layer.name === 'gaps')).toMatchObject({
        chunkCount: 1,
        securedUntilSeconds: LOCKED.toSeconds,
      });
    });

    it('opens the gaps layer only as gap lines, and no footage layer as them', async () => {
      const { recordingId } = await startUpload(app, owner);
      const open = (layer: string, mimeType: string) =>
        app.inject({
          method: 'POST',
          url: `/api/recordings/${recordingId}/layers/${layer}`,
          payload: { layerId: randomUUID(), mimeType },
          ...asSession(owner),
        });
      expect((await open('gaps', TEST_RECORDING_MIME_TYPE)).statusCode).toBe(400);
      expect((await open('evidence', GAP_LAYER_MIME_TYPE)).statusCode).toBe(400);
      expect((await open('gaps', GAP_LAYER_MIME_TYPE)).statusCode).toBe(201);
    });
  });

  describe('what the verifier says', () => {
    it('names each gap with its times and cause, and the bundle is proven', async () => {
      const { bundle } = await takeWithGaps();
      const verdict = await verifyBundle(bundle, { publishedKeys: await publishedKeys(app) });
      expect(verdict.findings.filter((finding) => !finding.holds)).toEqual([]);
      expect(verdict.outcome).toBe('proven');
      const gaps = verdict.findings.filter((finding) => finding.code.startsWith('gap_'));
      expect(gaps.map((finding) => finding.message)).toEqual([
        'gap 0:41 to 1:07: the screen was locked or another app was in front (the phone may have recorded nothing meanwhile)',
        'gap 1:10 to 1:15: the camera was taken away or turned off',
      ]);
      expect(gaps.every((finding) => finding.subject === 'footage/gaps.jsonl')).toBe(true);
    });

    it('names no gap in a bundle where anything fails: unsigned lines are nobody’s word', async () => {
      const { bundle } = await takeWithGaps();
      const keys = await publishedKeys(app);
      const noAcks = await withReplacedFiles(bundle, { 'acks/gaps.json': Buffer.from('[]') });
      const invented = gapLine({
        ...CAMERA_ENDED,
        fromSeconds: 10,
        toSeconds: 300,
        to: '2026-11-29T03:01:20.000Z',
        from: '2026-11-29T02:56:30.000Z',
      });
      const manifest = JSON.parse(
        (await readZipEntry(bundle, 'manifest.json')).toString(),
      ) as EvidenceManifest;
      const gapsLayer = manifest.layers.find((layer) => layer.name === 'gaps');
      if (gapsLayer === undefined) throw new Error('no gaps layer');
      const bytes = Buffer.from(invented);
      const sha256 = await sha256Hex(bytes);
      Object.assign(gapsLayer, {
        byteCount: bytes.length,
        chunkCount: 1,
        chainHash: await chainOf(gapsLayer.layerId, [bytes]),
        chunks: [{ ...gapsLayer.chunks[0], index: 0, size: bytes.length, sha256 }],
      });
      const forged = await withReplacedFiles(bundle, {
        'footage/gaps.jsonl': bytes,
        'manifest.json': Buffer.from(JSON.stringify(manifest)),
      });
      for (const path of [noAcks, forged]) {
        const verdict = await verifyBundle(path, { publishedKeys: keys });
        expect(verdict.outcome).toBe('broken');
        expect(verdict.findings.filter((finding) => finding.code.startsWith('gap_'))).toEqual([]);
      }
    });

    it('fails a bundle whose gap was rewritten: its piece no longer matches what the server signed', async () => {
      const { bundle } = await takeWithGaps();
      const { start } = await entryDataRange(bundle, 'footage/gaps.jsonl');
      // "0:41" becomes another time: the digit of 41.2.
      await flipByte(bundle, start + gapLine(LOCKED).indexOf('41.2'));
      const verdict = await verifyBundle(bundle, { publishedKeys: await publishedKeys(app) });
      expect(verdict.outcome).toBe('broken');
      expect(verdict.findings.find((finding) => !finding.holds)).toMatchObject({
        subject: 'footage/gaps.jsonl',
        code: 'footage_chunk_changed',
      });
    });
  });
});
