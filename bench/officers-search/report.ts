/** Nearest-rank percentile of unsorted samples; NaN when there are none. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : 'n/a');

export interface EndpointResult {
  endpoint: string;
  sequential: number[];
  load: { requests: number; perSecond: number; latencies: number[] };
}

export interface EngineResult {
  engine: string;
  seedSeconds: number;
  endpoints: EndpointResult[];
  /** Search latencies by kind of search, from the sequential run. */
  byKind: Map<string, number[]>;
  misses: string[];
}

export function endpointTable(results: EngineResult[], connections: number): string {
  const lines = [
    `| database | endpoint | one at a time: requests | p50 ms | p90 ms | p99 ms | max ms | ${connections} in flight: req/s | p50 ms | p99 ms |`,
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: |',
  ];
  for (const result of results) {
    for (const e of result.endpoints) {
      const s = e.sequential;
      lines.push(
        `| ${result.engine} | ${e.endpoint} | ${s.length} | ${ms(percentile(s, 50))} | ${ms(percentile(s, 90))} | ${ms(percentile(s, 99))} | ${ms(Math.max(...s))} | ${e.load.perSecond.toFixed(0)} | ${ms(percentile(e.load.latencies, 50))} | ${ms(percentile(e.load.latencies, 99))} |`,
      );
    }
  }
  return lines.join('\n');
}

export function kindTable(results: EngineResult[], kinds: string[]): string {
  const header = `| search | ${results.map((r) => `${r.engine} p50 ms | ${r.engine} p99 ms`).join(' | ')} |`;
  const lines = [header, `| --- | ${results.map(() => '--: | --:').join(' | ')} |`];
  for (const kind of kinds) {
    const cells = results.map((r) => {
      const samples = r.byKind.get(kind) ?? [];
      return `${ms(percentile(samples, 50))} | ${ms(percentile(samples, 99))}`;
    });
    lines.push(`| ${kind} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
