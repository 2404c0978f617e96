import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ChunkReceiptSchema,
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
} from '../../test/evidence-bundles';
import { asSession, startSession, type TestSession } from '../../test/phone-sessions';
import {
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
      ]) {
        const answer = await putGap(recordingId, 0, Buffer.from(bad));
        expect(answer.statusCode, bad.toString()).toBe(400);
        expect(answer.json()).toMatchObject({ code: 'gap_invalid' });
      }
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
