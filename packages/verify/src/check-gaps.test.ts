import {
  GAP_LAYER_MIME_TYPE,
  type GapRecord,
  gapLine,
  type ManifestLayer,
  sha256Hex,
} from '@redzone/contract';
import { describe, expect, it } from 'vitest';
import type { BundleReader } from './bundle-reader';
import { checkGaps } from './check-gaps';

const FROZEN: GapRecord = {
  version: 1,
  cause: 'frozen',
  track: null,
  fromSeconds: 3.5,
  toSeconds: 3725,
  from: '2026-11-29T03:00:03.500Z',
  to: '2026-11-29T04:02:05.000Z',
};

async function layerOf(pieces: string[], mimeType = GAP_LAYER_MIME_TYPE) {
  const bytes = new TextEncoder().encode(pieces.join(''));
  const chunks = await Promise.all(
    pieces.map(async (piece, index) => ({
      index,
      size: new TextEncoder().encode(piece).length,
      sha256: await sha256Hex(new TextEncoder().encode(piece)),
      receivedAt: '2026-11-29T04:02:06.000Z',
    })),
  );
  const layer = {
    name: 'gaps',
    file: 'footage/gaps.jsonl',
    mimeType,
    byteCount: bytes.length,
    chunks,
  } as unknown as ManifestLayer;
  const reader = { read: async () => bytes } as unknown as BundleReader;
  return { layer, reader };
}

describe('a take’s gaps, as the verifier names them', () => {
  it('names a gap in the take’s own clock, hours included', async () => {
    const { layer, reader } = await layerOf([gapLine(FROZEN)]);
    const [finding] = await checkGaps(reader, layer, true);
    expect(finding).toMatchObject({
      holds: true,
      isNote: true,
      code: 'gap_frozen',
      message:
        'gap 0:03 to 1:02:05: the browser paused the app (the phone may have recorded nothing meanwhile)',
    });
  });

  it('fails a piece that is not a gap line, and a gaps file recorded as something else', async () => {
    const { layer, reader } = await layerOf([gapLine(FROZEN), '{"version":1}\n']);
    const findings = await checkGaps(reader, layer, true);
    expect(findings.map((finding) => [finding.holds, finding.code])).toEqual([
      [true, 'gap_frozen'],
      [false, 'gap_unreadable'],
    ]);
    const video = await layerOf([gapLine(FROZEN)], 'video/webm');
    expect(await checkGaps(video.reader, video.layer, true)).toMatchObject([
      { holds: false, code: 'gaps_not_gaps' },
    ]);
  });

  it('says nothing of gaps whose file already failed, nor of a footage layer', async () => {
    const { layer, reader } = await layerOf([gapLine(FROZEN)]);
    expect(await checkGaps(reader, layer, false)).toEqual([]);
    expect(await checkGaps(reader, { ...layer, name: 'sound' }, true)).toEqual([]);
  });
});
