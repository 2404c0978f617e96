/** The window the uplink is judged over: long enough to smooth a burst, short enough to follow it. */
const WINDOW_MS = 10_000;
/** Of what the evidence leaves, the full layer takes this much: the rest absorbs jitter. */
const FULL_SHARE = 0.6;
/** Fewer uploads than this in the window and the uplink is not known yet. */
const MIN_SAMPLES = 3;

interface Sample {
  at: number;
  bytes: number;
  ms: number;
  isEvidence: boolean;
}

/**
 * The full layer only ever uses what the evidence layer leaves. Every chunk upload
 * reports its size and how long the request took; from the last ten seconds this says how fast
 * the uplink moves bytes, how much of that the evidence needs, and whether a full-quality chunk
 * fits in what is left. Requests go one at a time (UploadSlot), so their times add up to the time
 * the uplink was busy.
 */
export class LinkShare {
  private samples: Sample[] = [];

  constructor(private readonly now: () => number = () => performance.now()) {}

  record(sample: { bytes: number; ms: number; isEvidence: boolean }): void {
    this.samples.push({ ...sample, at: this.now() });
    this.forgetOld();
  }

  /**
   * Whether a full-layer chunk of `bytes` may go now. While nothing is known of the uplink, no:
   * the evidence measures it first.
   */
  mayFullSend(bytes: number): boolean {
    this.forgetOld();
    if (this.samples.length < MIN_SAMPLES) return false;
    let allBytes = 0;
    let busyMs = 0;
    let evidenceBytes = 0;
    let fullBytes = 0;
    for (const sample of this.samples) {
      allBytes += sample.bytes;
      busyMs += sample.ms;
      if (sample.isEvidence) evidenceBytes += sample.bytes;
      else fullBytes += sample.bytes;
    }
    const bytesPerSecond = busyMs > 0 ? (allBytes / busyMs) * 1000 : 0;
    const spare = Math.max(0, bytesPerSecond - evidenceBytes / (WINDOW_MS / 1000));
    return (fullBytes + bytes) / (WINDOW_MS / 1000) <= spare * FULL_SHARE;
  }

  private forgetOld(): void {
    const since = this.now() - WINDOW_MS;
    this.samples = this.samples.filter((sample) => sample.at >= since);
  }
}
