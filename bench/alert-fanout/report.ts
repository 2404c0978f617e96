import type { CaseResult } from './cases';
import { isCorrect } from './deliveries';
import { STREAMS_PER_H2_CONNECTION } from './options';
import type { InstanceResult, PhaseResult } from './phase';

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
const largest = (values: number[]) =>
  values.length === 0 ? Number.NaN : values.reduce((a, b) => Math.max(a, b));
const megabytes = (bytes: number) => (bytes / MEGABYTE).toFixed(0);

function caseLabel({ fanoutCase: { observers, instances, protocol } }: CaseResult): string {
  const over =
    protocol === 'h2c' ? `, HTTP/2 (${STREAMS_PER_H2_CONNECTION} streams a connection)` : '';
  return `${observers.toLocaleString('en-US')} observers, ${instances} instance${instances > 1 ? 's' : ''}${over}`;
}

/** Memory with every stream open, and what each stream added (after full collections). */
function memoryCells(instances: InstanceResult[]): string[] {
  const sum = (pick: (instance: InstanceResult) => number) =>
    instances.reduce((total, instance) => total + pick(instance), 0);
  const streams = sum((instance) => instance.streams);
  const perStream = (bytes: number) => (bytes / streams / 1024).toFixed(1);
  return [
    megabytes(sum((instance) => instance.memoryConnected.rssBytes)),
    perStream(sum((i) => i.memoryConnected.rssBytes - i.memoryIdle.rssBytes)),
    perStream(sum((i) => i.memoryConnected.heapUsedBytes - i.memoryIdle.heapUsedBytes)),
  ];
}

function row(label: string, server: string, phase: PhaseResult, instance: number | null): string {
  const mine = <T extends { instance: number }>(items: T[]) =>
    instance === null ? items : items.filter((item) => item.instance === instance);
  const instances = instance === null ? phase.instances : [phase.instances[instance]];
  const chosen = instances.filter((item) => item !== undefined);
  const latencies = mine(phase.deliveries).map(({ latencyMs }) => latencyMs);
  const acks = mine(phase.posts).map(({ ackMs }) => ackMs);
  const delivered = chosen.reduce((total, item) => total + item.delivered, 0);
  const expected = chosen.reduce((total, item) => total + item.expected, 0);
  const cells = [
    label,
    server,
    String(acks.length),
    `${delivered} (${expected})`,
    ms(percentile(latencies, 50)),
    ms(percentile(latencies, 99)),
    ms(largest(latencies)),
    ms(percentile(acks, 50)),
    ...memoryCells(chosen),
  ];
  return `| ${cells.join(' | ')} |`;
}

/**
 * One row per server on one instance; for several instances one row for all of them (memory
 * summed) and one per instance (its streams' deliveries, the alerts posted to it, its memory).
 */
export function markdownTable(results: CaseResult[]): string {
  const header = [
    '| case | server | alerts timed | deliveries (expected) | p50 ms | p99 ms | max ms | POST answered p50 ms | RSS MB with streams | RSS KB per stream | heap KB per stream |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ];
  const rows = results.flatMap((result) =>
    result.phases.flatMap((phase) => {
      const label = caseLabel(result);
      if (phase.instances.length === 1) return [row(label, phase.name, phase, null)];
      return [
        row(label, `${phase.name}, all`, phase, null),
        ...phase.instances.map((_, index) =>
          row(
            label,
            `instance ${index + 1} (${phase.instances[index]?.streams.toLocaleString('en-US')} streams)`,
            phase,
            index,
          ),
        ),
      ];
    }),
  );
  return [...header, ...rows].join('\n');
}

/** Where the time and the load generators' memory went, per phase. */
export function setupLines(results: CaseResult[]): string[] {
  return results.flatMap((result) =>
    result.phases.map(({ name, seconds, generatorMemory, loadAverage }) => {
      const rss = generatorMemory.map(({ rssBytes }) => megabytes(rssBytes)).join(' + ');
      return `${caseLabel(result)}, ${name}: ${seconds.total.toFixed(0)} s (streams opened in ${seconds.open.toFixed(0)} s, positions in ${seconds.report.toFixed(0)} s, alerts in ${seconds.alerts.toFixed(0)} s); ${generatorMemory.length} load generator(s), RSS ${rss} MB; load average ${loadAverage.toFixed(1)} as the alerts ended`;
    }),
  );
}

/**
 * Which alerts make the tail: those with a delivery slower than the target, and those with one
 * at or over the phase's p99, and how many of each were in flight while a heartbeat pass was
 * being read.
 */
export function tailLines(results: CaseResult[]): string[] {
  return results.flatMap((result) =>
    result.phases.map(({ name, posts, deliveries, heartbeatPasses }) => {
      const metPass = (slow: typeof posts) =>
        slow.filter(({ startedAt, slowestMs }) =>
          heartbeatPasses.some(
            ([first, last]) => first <= startedAt + slowestMs && last >= startedAt,
          ),
        ).length;
      const slow = posts.filter(({ slowestMs }) => slowestMs > TARGET_P99_MS);
      const slowDeliveries = deliveries.filter(({ latencyMs }) => latencyMs > TARGET_P99_MS);
      const p99 = percentile(
        deliveries.map(({ latencyMs }) => latencyMs),
        99,
      );
      const atP99 = posts.filter(({ slowestMs }) => slowestMs >= p99);
      // Whether the wait was before the alert was announced (first delivery late) or in the
      // writes (first early, last late), and how many observers it had.
      const shapes = atP99
        .map(
          (post) =>
            `${post.deliveries} deliveries ${ms(post.fastestMs)}-${ms(post.slowestMs)} ms, answered in ${ms(post.ackMs)} ms`,
        )
        .join('; ');
      return `${caseLabel(result)}, ${name}: ${slow.length} of ${posts.length} alerts had a delivery over ${TARGET_P99_MS} ms (${slowDeliveries.length} of ${deliveries.length} deliveries); ${metPass(slow)} of them were in flight during a heartbeat pass; ${atP99.length} had one at or over the p99 (${ms(p99)} ms), ${metPass(atP99)} of them during a pass (${shapes})`;
    }),
  );
}

/** PASS/FAIL of the delivery check, one line per phase. */
export function correctnessLines(results: CaseResult[]): { lines: string[]; isPass: boolean } {
  let isPass = true;
  const lines = results.flatMap((result) =>
    result.phases.map((phase) => {
      const { check } = phase;
      const isGood = isCorrect(check) && phase.dropped === 0 && phase.otherEvents === 0;
      isPass &&= isGood;
      return `${isGood ? 'PASS' : 'FAIL'} ${caseLabel(result)}, ${phase.name}: ${check.delivered} of ${check.expected} expected deliveries; missing ${check.missing}, out of range ${check.unexpected}, duplicates ${check.duplicates}, dropped streams ${phase.dropped}, other events ${phase.otherEvents}`;
    }),
  );
  return { lines, isPass };
}

const verdict = (isMet: boolean) => (isMet ? 'MET' : 'NOT MET');
const p99Of = (phase: PhaseResult) =>
  percentile(
    phase.deliveries.map(({ latencyMs }) => latencyMs),
    99,
  );
const p50Of = (phase: PhaseResult) =>
  percentile(
    phase.deliveries.map(({ latencyMs }) => latencyMs),
    50,
  );

/**
 * The target, p99 under 100 ms, for every Red Zone phase; on one instance also its other
 * half, p99 within 2x of the baseline's.
 */
export function targetLines(results: CaseResult[]): string[] {
  return results.flatMap((result) => {
    const label = caseLabel(result);
    const [first, second] = result.phases;
    const subject = second ?? first;
    if (subject === undefined) return [];
    const p99 = p99Of(subject);
    const lines = [
      `TARGET p99 < ${TARGET_P99_MS} ms, ${label}: ${verdict(p99 < TARGET_P99_MS)} (${subject.name} p99 ${ms(p99)} ms)`,
    ];
    if (second !== undefined && first !== undefined) {
      const ratio = p99 / p99Of(first);
      const p50Ratio = p50Of(second) / p50Of(first);
      lines.push(
        `TARGET p99 within ${TARGET_BASELINE_RATIO}x of the baseline, ${label}: ${verdict(ratio <= TARGET_BASELINE_RATIO)} (${ratio.toFixed(2)}x its ${ms(p99Of(first))} ms; p50 ${p50Ratio.toFixed(2)}x)`,
      );
    }
    return lines;
  });
}
