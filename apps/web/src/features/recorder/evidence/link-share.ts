/** The window the uplink is judged over: long enough to smooth a burst, short enough to follow it. */
const WINDOW_MS = 10_000;
/** Of what the evidence leaves, the full layer takes this much: the rest absorbs jitter. */
const FULL_SHARE = 0.6;
/** Fewer uploads than this in the window and the uplink is not known yet. */
const MIN_SAMPLES = 3;
/** What an unknown uplink is taken to move: 32 kbit/s, one bar of signal. */
const ASSUMED_BYTES_PER_SECOND = 4_000;
/**
 * A request with no answer after this (or three times its expected time and 2 s, if longer) is
 * given up and sent again: after an outage a request in flight can wait for TCP's backed-off
 * retransmission for 20 s while the link already carries again. Not less than 10 s: on a loaded
 * phone or server an answer can take several seconds, and sending it again would add to the load
 * (6 s brought the sound back 2 s sooner after an outage, docs/benchmarks.md).
 */
const STALL_MIN_MS = 10_000;

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
    let evidenceBytes = 0;
    let fullBytes = 0;
    for (const sample of this.samples) {
      if (sample.isEvidence) evidenceBytes += sample.bytes;
      else fullBytes += sample.bytes;
    }
    const bytesPerSecond = this.bytesPerSecond() ?? 0;
    const spare = Math.max(0, bytesPerSecond - evidenceBytes / (WINDOW_MS / 1000));
    return (fullBytes + bytes) / (WINDOW_MS / 1000) <= spare * FULL_SHARE;
  }

  /** How long a request carrying `bytes` may go unanswered before it is sent again. */
  stallTimeoutMs(bytes: number): number {
    this.forgetOld();
    const rate =
      this.samples.length < MIN_SAMPLES
        ? ASSUMED_BYTES_PER_SECOND
        : (this.bytesPerSecond() ?? ASSUMED_BYTES_PER_SECOND);
    return Math.max(STALL_MIN_MS, 3 * (bytes / rate) * 1000 + 2_000);
  }

  /** Bytes a second the uplink moved while busy, over the window; null when it was never busy. */
  private bytesPerSecond(): number | null {
    let allBytes = 0;
    let busyMs = 0;
    for (const sample of this.samples) {
      allBytes += sample.bytes;
      busyMs += sample.ms;
    }
    return busyMs > 0 ? (allBytes / busyMs) * 1000 : null;
  }

  private forgetOld(): void {
    const since = this.now() - WINDOW_MS;
    this.samples = this.samples.filter((sample) => sample.at >= since);
  }
}
