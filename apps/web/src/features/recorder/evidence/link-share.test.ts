import { describe, expect, it } from 'vitest';
import { LinkShare } from './link-share';

/** A clock the test moves. */
function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('LinkShare (the full layer uses what the evidence leaves)', () => {
  it('says no until the uplink has been measured', () => {
    const time = clock();
    const share = new LinkShare(time.now);
    expect(share.mayFullSend(1000)).toBe(false);
    share.record({ bytes: 10_000, ms: 200, isEvidence: true });
    expect(share.mayFullSend(1000)).toBe(false);
  });

  it('lets the full layer have part of what a fast uplink leaves, and not more', () => {
    const time = clock();
    const share = new LinkShare(time.now);
    // 500 kbps (62.5 KB/s) moved; the evidence needs 16 KB a second of it.
    for (let second = 0; second < 10; second += 1) {
      share.record({ bytes: 16_000, ms: 256, isEvidence: true });
      time.advance(1000);
    }
    // Spare about 46 KB/s: 60% of it over ten seconds is about 277 KB of full layer.
    expect(share.mayFullSend(200_000)).toBe(true);
    expect(share.mayFullSend(400_000)).toBe(false);
    share.record({ bytes: 200_000, ms: 3200, isEvidence: false });
    expect(share.mayFullSend(100_000)).toBe(false);
  });

  it('gives the full layer nothing when the evidence needs the whole uplink', () => {
    const time = clock();
    const share = new LinkShare(time.now);
    // 250 kbps (31 KB/s), evidence 28 KB a second: almost nothing is left.
    for (let second = 0; second < 10; second += 1) {
      share.record({ bytes: 28_000, ms: 900, isEvidence: true });
      time.advance(1000);
    }
    expect(share.mayFullSend(20_000)).toBe(false);
  });

  it('forgets what is older than its window', () => {
    const time = clock();
    const share = new LinkShare(time.now);
    for (let i = 0; i < 5; i += 1) share.record({ bytes: 100_000, ms: 1000, isEvidence: false });
    time.advance(11_000);
    expect(share.mayFullSend(10)).toBe(false);
  });
});
