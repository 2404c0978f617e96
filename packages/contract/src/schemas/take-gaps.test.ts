import { describe, expect, it } from 'vitest';
import { type GapRecord, gapLine, parseGapLine } from './take-gaps';

const MUTED: GapRecord = {
  version: 1,
  cause: 'track_muted',
  track: 'audio',
  fromSeconds: 12.3,
  toSeconds: 20,
  from: '2026-11-29T03:00:12.300Z',
  to: '2026-11-29T03:00:20.000Z',
};
const bytes = (text: string) => new TextEncoder().encode(text);

describe('a gap line', () => {
  it('reads back exactly as gapLine writes it', () => {
    expect(parseGapLine(bytes(gapLine(MUTED)))).toEqual(MUTED);
  });

  it('has one spelling: no byte-order mark, times as toISOString writes them', () => {
    const line = gapLine(MUTED);
    expect(parseGapLine(bytes(`\uFEFF${line}`))).toBeNull();
    expect(parseGapLine(bytes(line.replace('03:00:20.000Z', '03:00:20Z')))).toBeNull();
    expect(
      parseGapLine(
        bytes(line.replace('2026-11-29T03:00:20.000Z', '2026-11-28T22:00:20.000-05:00')),
      ),
    ).toBeNull();
  });

  it('tells one span on both clocks, and names a track only for a muted or ended one', () => {
    expect(parseGapLine(bytes(gapLine({ ...MUTED, to: '2099-11-29T03:00:20.000Z' })))).toBeNull();
    expect(parseGapLine(bytes(gapLine({ ...MUTED, from: MUTED.to, to: MUTED.from })))).toBeNull();
    expect(parseGapLine(bytes(gapLine({ ...MUTED, track: null })))).toBeNull();
    expect(parseGapLine(bytes(gapLine({ ...MUTED, cause: 'hidden' })))).toBeNull();
    expect(parseGapLine(bytes(gapLine({ ...MUTED, cause: 'hidden', track: null })))).not.toBeNull();
  });
});
