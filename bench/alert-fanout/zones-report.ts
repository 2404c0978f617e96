import { percentile } from './report';
import type { ZonesCaseResult } from './zones-case';

/** An alert's pushes to every covered zone sent, p99 under 1 s. */
const TARGET_P99_MS = 1000;

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : 'n/a');
const count = (value: number) => value.toLocaleString('en-US');

/** Last-push latency for each kind of place: a busy neighbourhood's audience is ten times a street's. */
function byKind(alerts: ZonesCaseResult['alerts']): string {
  const kinds = [...new Set(alerts.map(({ kind }) => kind))];
  return kinds
    .map((kind) => {
      const mine = alerts.filter((alert) => alert.kind === kind && alert.pushes > 0);
      if (mine.length === 0) return `${kind}: no pushes owed`;
      const lasts = mine.map(({ lastMs }) => lastMs);
      const audiences = mine.map(({ expected }) => expected);
      return `${kind} (${mine.length} alerts, ${percentile(audiences, 50)} people median) last push p50 ${ms(percentile(lasts, 50))}, max ${ms(Math.max(...lasts))} ms`;
    })
    .join('; ');
}

/** The table, the check (PASS/FAIL), the target and where the time went, for each zones case. */
export function zonesLines(results: ZonesCaseResult[]): { lines: string[]; isPass: boolean } {
  const lines = [
    '| case | alerts timed | pushes (expected) | largest audience | last push p50 ms | last push p99 ms | max ms | each push p50 ms | each push p99 ms | POST answered p50 ms |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ];
  let isPass = true;
  const after: string[] = [];
  for (const result of results) {
    const { alerts, check, growth } = result;
    const lasts = alerts.filter(({ pushes }) => pushes > 0).map(({ lastMs }) => lastMs);
    const label = `${count(result.people)} people, ${count(result.zones)} zones in ${count(result.cells)} cells`;
    lines.push(
      `| ${[
        label,
        String(alerts.length),
        `${count(alerts.reduce((sum, { pushes }) => sum + pushes, 0))} (${count(alerts.reduce((sum, { expected }) => sum + expected, 0))})`,
        count(Math.max(0, ...alerts.map(({ expected }) => expected))),
        ms(percentile(lasts, 50)),
        ms(percentile(lasts, 99)),
        ms(Math.max(...lasts)),
        ms(percentile(result.pushLatencies, 50)),
        ms(percentile(result.pushLatencies, 99)),
        ms(
          percentile(
            alerts.map(({ ackMs }) => ackMs),
            50,
          ),
        ),
      ].join(' | ')} |`,
    );
    const isGood =
      check.missing === 0 &&
      check.unexpected === 0 &&
      check.duplicates === 0 &&
      check.strays === 0 &&
      check.decrypted === check.sampled;
    isPass &&= isGood;
    after.push(
      `${isGood ? 'PASS' : 'FAIL'} ${label}: ${count(check.received)} of ${count(check.expected)} pushes owed (warm-up and radius growth included); missing ${check.missing}, not owed ${check.unexpected}, duplicates ${check.duplicates}, to no endpoint ${check.strays}; each alert's first push decrypted to that alert: ${check.decrypted} of ${check.sampled}`,
      `TARGET last push p99 < ${TARGET_P99_MS} ms, ${label}: ${percentile(lasts, 99) < TARGET_P99_MS ? 'MET' : 'NOT MET'} (p99 ${ms(percentile(lasts, 99))} ms over ${lasts.length} alerts that pushed)`,
      `${label}, by kind of place: ${byKind(alerts)}`,
      `${label}, per alert (kind: owed/pushed, first-last push ms): ${alerts.map((alert) => `${alert.kind} ${alert.expected}/${alert.pushes} ${ms(alert.firstMs)}-${ms(alert.lastMs)}`).join('; ')}`,
      growth === null
        ? `${label}: no radius growth measured`
        : `${label}, radius ${growth.fromYards} -> ${growth.toYards} yards after ${growth.toYards > growth.fromYards ? 'the fifth response' : 'the responses'}: ${growth.pushes} newly covered pushed of ${growth.expected} owed, last ${ms(growth.lastMs)} ms after the response's POST started`,
      `${label}: people built in ${result.seconds.build.toFixed(0)} s, server seeded and listening in ${result.seconds.seed.toFixed(0)} s, ${result.alerts.length + result.warmupAlerts} alerts in ${result.seconds.alerts.toFixed(0)} s; load average ${result.loadAverage.toFixed(1)} as the alerts ended`,
    );
  }
  return { lines: [...lines, '', ...after], isPass };
}
