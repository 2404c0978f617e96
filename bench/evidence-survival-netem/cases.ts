// The protest-grade uplinks and what each must keep, and the table the bench prints.
import type { Shape } from './network';

export interface NetemCase {
  name: string;
  label: string;
  up: Shape;
  down: Shape;
  seconds: number;
  /** The link dark both ways from `at` seconds into the take, for `seconds`. */
  outage: { at: number; seconds: number } | null;
  goals: {
    soundPercent: number;
    videoPercent: number | null;
    soundLagP95: number | null;
    /** After the outage: all the sound recorded secured within this many seconds. */
    catchUpSeconds: number | null;
  };
}

export interface CaseResult {
  name: string;
  label: string;
  recorded: number;
  /** Seconds recorded before the link went dark (outage case). */
  recordedBeforeOutage: number | null;
  sound: number;
  video: number;
  lagP50: number;
  lagP95: number;
  /** Seconds from the link's return until the sound recorded so far was all on the server. */
  catchUp: number | null;
  /** Seconds from the link's return until the sound's lag was back under 2 s. */
  liveAgain: number | null;
  serviceWorker: boolean;
  uploads: string;
  link: string;
}

/** One-way delay on both directions (BENCH_NETEM_DELAY_MS), 100 ms round trip by default. */
const DELAY_MS = Number(process.env.BENCH_NETEM_DELAY_MS ?? 50);
const JITTER_MS = Number(process.env.BENCH_NETEM_JITTER_MS ?? 10);
const DOWN_KBIT = Number(process.env.BENCH_NETEM_DOWN_KBIT ?? 2000);
const SECONDS = Number(process.env.BENCH_NETEM_SECONDS ?? 30);
const OUTAGE_TAKE_SECONDS = Number(process.env.BENCH_NETEM_OUTAGE_TAKE_SECONDS ?? 60);
const OUTAGE_SECONDS = Number(process.env.BENCH_NETEM_OUTAGE_SECONDS ?? 30);

const link = (rateKbit: number, lossPercent: number, jitterMs = JITTER_MS) => ({
  up: { rateKbit, lossPercent, delayMs: DELAY_MS, jitterMs },
  down: { rateKbit: DOWN_KBIT, lossPercent: 0, delayMs: DELAY_MS, jitterMs },
});

export const CASES: NetemCase[] = [
  {
    name: '64k',
    label: '64 kbps',
    ...link(64, 0),
    seconds: SECONDS,
    outage: null,
    goals: { soundPercent: 95, videoPercent: null, soundLagP95: 3, catchUpSeconds: null },
  },
  {
    name: '128k-loss5',
    label: '128 kbps, 5% loss',
    ...link(128, 5),
    seconds: SECONDS,
    outage: null,
    goals: { soundPercent: 95, videoPercent: 50, soundLagP95: null, catchUpSeconds: null },
  },
  {
    name: '250k-loss5-jitter300',
    label: '250 kbps, 5% loss, 300 ms jitter',
    ...link(250, 5, 300),
    seconds: SECONDS,
    outage: null,
    goals: { soundPercent: 95, videoPercent: 90, soundLagP95: null, catchUpSeconds: null },
  },
  {
    name: '500k-outage30',
    label: `500 kbps, ${OUTAGE_SECONDS} s outage`,
    ...link(500, 0),
    seconds: OUTAGE_TAKE_SECONDS,
    outage: { at: (OUTAGE_TAKE_SECONDS - OUTAGE_SECONDS) / 2, seconds: OUTAGE_SECONDS },
    goals: { soundPercent: 95, videoPercent: 90, soundLagP95: null, catchUpSeconds: 60 },
  },
  {
    // Not run by default: a clean link at a rate bench/evidence-survival measured through
    // DevTools, to tell the harness's part from the loss's and the jitter's.
    name: '250k-clean',
    label: '250 kbps, no loss (calibration)',
    ...link(250, 0),
    seconds: SECONDS,
    outage: null,
    goals: { soundPercent: 95, videoPercent: 90, soundLagP95: null, catchUpSeconds: null },
  },
];

/** The cases with goals to meet: all but the calibration. */
export const DEFAULT_CASES = CASES.filter((c) => c.name !== '250k-clean').map((c) => c.name);

const pct = (part: number, whole: number) => (whole > 0 ? Math.min(100, (100 * part) / whole) : 0);

/** Each goal of the case, met or not, in words for the table. */
export function verdicts(c: NetemCase, r: CaseResult): string[] {
  const out: string[] = [];
  const mark = (met: boolean, what: string) => out.push(`${met ? 'met' : '**missed**'}: ${what}`);
  const soundBase = r.recordedBeforeOutage ?? r.recorded;
  mark(
    pct(r.sound, soundBase) >= c.goals.soundPercent,
    `sound >= ${c.goals.soundPercent}%${r.recordedBeforeOutage === null ? '' : ' of the part before the outage'}`,
  );
  if (c.goals.videoPercent !== null) {
    mark(pct(r.video, r.recorded) >= c.goals.videoPercent, `video >= ${c.goals.videoPercent}%`);
  }
  if (c.goals.soundLagP95 !== null) {
    mark(r.lagP95 <= c.goals.soundLagP95, `sound lag p95 <= ${c.goals.soundLagP95} s`);
  }
  if (c.goals.catchUpSeconds !== null) {
    mark(
      r.catchUp !== null && r.catchUp <= c.goals.catchUpSeconds,
      `the sound recorded until the link returned secured <= ${c.goals.catchUpSeconds} s after`,
    );
  }
  return out;
}

/** Whole per cents, rounded down: 94.9% reads 94%, not a 95% that missed a 95% goal. */
const shown = (part: number, whole: number) => `${Math.floor(pct(part, whole))}%`;

const since = (seconds: number | null) =>
  seconds === null ? 'not within 90 s' : `${seconds.toFixed(0)} s after`;

export function table(results: { c: NetemCase; r: CaseResult }[]): string {
  const rows = [
    '| uplink | recorded | sound playable | video playable | sound lag p50 / p95 | after the outage | goals |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const { c, r } of results) {
    const outage =
      r.recordedBeforeOutage === null
        ? '-'
        : `${r.recordedBeforeOutage.toFixed(1)} s recorded before it; the sound recorded until the link returned secured ${since(r.catchUp)}, live again (lag < 2 s) ${since(r.liveAgain)}`;
    rows.push(
      `| ${r.label} | ${r.recorded.toFixed(1)} s | ${r.sound.toFixed(1)} s (${shown(r.sound, r.recorded)}) | ${r.video.toFixed(1)} s (${shown(r.video, r.recorded)}) | ${r.lagP50.toFixed(1)} / ${r.lagP95.toFixed(1)} s | ${outage} | ${verdicts(c, r).join('; ')} |`,
    );
  }
  return rows.join('\n');
}
