import { isCorrect } from './deliveries';
import type { PhaseResult } from './phase';

const TARGET_P99_MS = 100;
const TARGET_BASELINE_RATIO = 2;
const MEGABYTE = 1024 * 1024;

/** Nearest-rank percentile of unsorted samples; NaN when there are none. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : 'n/a');

/** The server's memory with every stream open, and what each stream added (after full GCs). */
function memory(result: PhaseResult, streams: number): [string, string, string] {
  const { memoryIdle: idle, memoryConnected: connected } = result;
  const perStream = (bytes: number) => (bytes / streams / 1024).toFixed(1);
  return [
    (connected.rssBytes / MEGABYTE).toFixed(0),
    perStream(connected.rssBytes - idle.rssBytes),
    perStream(connected.heapUsedBytes - idle.heapUsedBytes),
  ];
}

export function markdownTable(results: PhaseResult[], streams: number): string {
  const header = [
    '| server | alerts timed | deliveries (expected) | p50 ms | p99 ms | max ms | POST answered p50 ms | RSS MB with streams | RSS KB per stream | heap KB per stream |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ];
  const rows = results.map((result) => {
    const [rss, rssPerStream, heapPerStream] = memory(result, streams);
    const { latenciesMs: latencies, check } = result;
    return `| ${result.name} | ${result.acksMs.length} | ${check.delivered} (${check.expected}) | ${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 99))} | ${ms(Math.max(...latencies))} | ${ms(percentile(result.acksMs, 50))} | ${rss} | ${rssPerStream} | ${heapPerStream} |`;
  });
  return [...header, ...rows].join('\n');
}

/** PASS/FAIL of the delivery check, one line per server. */
export function correctnessLines(results: PhaseResult[]): { lines: string[]; isPass: boolean } {
  let isPass = true;
  const lines = results.map((result) => {
    const { check } = result;
    const isGood = isCorrect(check) && result.dropped === 0 && result.otherEvents === 0;
    isPass &&= isGood;
    return `${isGood ? 'PASS' : 'FAIL'} ${result.name}: ${check.delivered} of ${check.expected} expected deliveries; missing ${check.missing}, out of range ${check.unexpected}, duplicates ${check.duplicates}, dropped streams ${result.dropped}, other events ${result.otherEvents}`;
  });
  return { lines, isPass };
}

/** Issue 4's target, both halves: p99 under 100 ms, and within 2x of the baseline's p99. */
export function targetLines(subject: PhaseResult, baseline: PhaseResult): string[] {
  const p99 = percentile(subject.latenciesMs, 99);
  const baselineP99 = percentile(baseline.latenciesMs, 99);
  const ratio = p99 / baselineP99;
  const p50Ratio = percentile(subject.latenciesMs, 50) / percentile(baseline.latenciesMs, 50);
  const verdict = (isMet: boolean) => (isMet ? 'MET' : 'NOT MET');
  return [
    `TARGET p99 < ${TARGET_P99_MS} ms: ${verdict(p99 < TARGET_P99_MS)} (${subject.name} p99 ${ms(p99)} ms)`,
    `TARGET p99 within ${TARGET_BASELINE_RATIO}x of the baseline: ${verdict(ratio <= TARGET_BASELINE_RATIO)} (${ratio.toFixed(2)}x its ${ms(baselineP99)} ms; p50 ${p50Ratio.toFixed(2)}x)`,
  ];
}
