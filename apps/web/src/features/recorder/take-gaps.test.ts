import { GAP_LAYER_MIME_TYPE, type GapRecord, parseGapLine } from '@redzone/contract';
import { describe, expect, it, vi } from 'vitest';
import { TakeGaps } from './take-gaps';
import type { ChunkDeps } from './take-recorders';

const STARTED = Date.parse('2026-11-29T03:00:00.000Z');

/** A store that keeps what the gaps layer writes, and an uploader that is only kicked. */
function fakeDeps() {
  const created: Record<string, unknown>[] = [];
  const lines: GapRecord[] = [];
  const updates: Record<string, unknown>[] = [];
  const deps = {
    store: {
      create: vi.fn(async (values: Record<string, unknown>) => {
        created.push(values);
        return values;
      }),
      appendChunk: vi.fn(async (_localId: string, data: Blob) => {
        const gap = parseGapLine(new Uint8Array(await data.arrayBuffer()));
        if (gap === null) throw new Error('not a gap line');
        lines.push(gap);
        return {};
      }),
      update: vi.fn(async (_localId: string, values: Record<string, unknown>) => {
        updates.push(values);
        return values;
      }),
    },
    uploader: { kick: vi.fn(async () => undefined) },
    alertId: 'alert-1',
    onError: vi.fn(),
  } as unknown as ChunkDeps;
  return { deps, created, lines, updates };
}

const full = { localId: 'take-1', mimeType: 'video/webm;codecs=vp8,opus' };

describe('a take’s gaps', () => {
  it('has no gaps layer until there is a gap', async () => {
    const { deps, created, updates } = fakeDeps();
    const gaps = new TakeGaps(full, STARTED, deps);
    await gaps.close(STARTED + 10_000);
    expect(created).toEqual([]);
    expect(updates).toEqual([]);
  });

  it('writes each gap as it ends, in the take’s time, in the camera recording’s own layer', async () => {
    const { deps, created, lines, updates } = fakeDeps();
    const gaps = new TakeGaps(full, STARTED, deps);
    gaps.begin('hidden', 'hidden', null, STARTED + 41_230);
    gaps.begin('hidden', 'hidden', null, STARTED + 50_000);
    gaps.end('hidden', STARTED + 67_000);
    gaps.begin('muted:a', 'track_muted', 'audio', STARTED + 70_000);
    gaps.begin('ended:v', 'track_ended', 'video', STARTED + 71_000);
    gaps.end('muted:a', STARTED + 72_500);
    await gaps.close(STARTED + 80_000);
    expect(created).toEqual([
      expect.objectContaining({
        layer: 'gaps',
        recordingId: 'take-1',
        mimeType: GAP_LAYER_MIME_TYPE,
        recordingMimeType: full.mimeType,
        alertId: 'alert-1',
      }),
    ]);
    expect(lines.map((gap) => [gap.cause, gap.track, gap.fromSeconds, gap.toSeconds])).toEqual([
      ['hidden', null, 41.2, 67],
      ['track_muted', 'audio', 70, 72.5],
      // Open when the take stopped: it ends with the take.
      ['track_ended', 'video', 71, 80],
    ]);
    expect(lines[0]).toMatchObject({
      from: '2026-11-29T03:00:41.230Z',
      to: '2026-11-29T03:01:07.000Z',
    });
    expect(updates).toEqual([{ isComplete: true, metadata: null }]);
  });

  it('takes no gap after the take closed, and counts none from before it began', async () => {
    const { deps, lines } = fakeDeps();
    const gaps = new TakeGaps(full, STARTED, deps);
    gaps.begin('offline', 'offline', null, STARTED - 5_000);
    gaps.end('offline', STARTED + 2_000);
    await gaps.close(STARTED + 3_000);
    gaps.begin('hidden', 'hidden', null, STARTED + 4_000);
    gaps.end('hidden', STARTED + 5_000);
    expect(lines.map((gap) => [gap.cause, gap.fromSeconds, gap.toSeconds])).toEqual([
      ['offline', 0, 2],
    ]);
  });
});
