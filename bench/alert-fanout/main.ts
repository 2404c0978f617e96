import { readFileSync } from 'node:fs';
import { type CaseResult, runCase } from './cases';
import { STREAMS_PER_GENERATOR } from './observer-streams';
import {
  type FanoutCase,
  readOptions,
  STREAMS_PER_H2_CONNECTION,
  ZONE_WARMUP_ALERTS,
} from './options';
import { correctnessLines, markdownTable, setupLines, tailLines, targetLines } from './report';
import { runZonesCase, type ZonesCaseResult } from './zones-case';
import { zonesLines } from './zones-report';

/** Past this a case hangs, and the run fails: a minute or two per phase plus its streams' set-up. */
const PHASE_BASE_MS = 2 * 60_000;
const PHASE_PER_OBSERVER_MS = 6;
/** A zones case: its people built and seeded (minutes on PGlite), then its alerts' fan-outs. */
const ZONES_BASE_MS = 5 * 60_000;
const ZONES_PER_PERSON_MS = 6;
/** Sockets besides the streams: the API agents, IPC channels, stdio, the module files. */
const SPARE_FILE_DESCRIPTORS = 200;

function openFileLimit(): number | null {
  try {
    const limits = readFileSync('/proc/self/limits', 'utf8');
    const soft = /^Max open files\s+(\d+|unlimited)/m.exec(limits)?.[1];
    return soft === undefined || soft === 'unlimited' ? null : Number(soft);
  } catch {
    return null;
  }
}

const options = readOptions();
const canShare = options.postgresUrl !== null && options.redisUrl !== null;
const wanted = options.cases.filter(({ instances }) => instances === 1 || canShare);
if (wanted.length < options.cases.length) {
  console.log(
    'Several instances skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to an admin PostgreSQL URL and BENCH_REDIS_URL (or TEST_REDIS_URL).',
  );
}

const limit = openFileLimit();
/**
 * The busiest process holds one instance's streams (or a generator's share): a socket each over
 * http1, a socket per STREAMS_PER_H2_CONNECTION over h2c.
 */
const filesNeeded = ({ observers, instances, protocol }: FanoutCase) => {
  const streams = Math.max(
    Math.ceil(observers / instances),
    Math.min(observers, STREAMS_PER_GENERATOR),
  );
  const sockets = protocol === 'h2c' ? Math.ceil(streams / STREAMS_PER_H2_CONNECTION) : streams;
  return sockets + SPARE_FILE_DESCRIPTORS;
};
const cases = wanted.filter((fanoutCase) => {
  const needed = filesNeeded(fanoutCase);
  if (limit === null || limit >= needed) return true;
  console.log(
    `${fanoutCase.observers} observers on ${fanoutCase.instances} instance(s) over ${fanoutCase.protocol} skipped: a process needs ${needed} open files and the limit is ${limit} (ulimit -n; npm run bench raises it as far as the hard limit allows).`,
  );
  return false;
});
if (cases.length === 0 && options.zoneCases.length === 0) {
  console.error('FAIL: no case can run here; choose smaller BENCH_FANOUT_CASES.');
  process.exit(1);
}

const cleanups = new Set<() => Promise<void>>();
let watchdog: NodeJS.Timeout | undefined;
function armWatchdog(ms: number): void {
  clearTimeout(watchdog);
  watchdog = setTimeout(() => {
    console.error(`FAIL: a case did not finish within ${Math.round(ms / 60_000)} minutes`);
    // Servers and load generators end with the IPC channel; the shared stores need dropping.
    void Promise.allSettled([...cleanups].map((cleanup) => cleanup())).then(() => process.exit(1));
  }, ms);
  watchdog.unref();
}

const zoneResults: ZonesCaseResult[] = [];
for (const people of options.zoneCases) {
  armWatchdog(ZONES_BASE_MS + people * ZONES_PER_PERSON_MS);
  console.log(
    `Alert pushes to watch zones: ${people} people with 1 to 3 zones and a push subscription each, ${options.zoneAlerts} timed alerts after ${ZONE_WARMUP_ALERTS} warm-up ones (seed ${options.seed})`,
  );
  zoneResults.push(
    await runZonesCase(people, {
      alerts: options.zoneAlerts,
      warmupAlerts: ZONE_WARMUP_ALERTS,
      seed: options.seed,
      pushLatencyMs: options.pushLatencyMs,
    }),
  );
}
clearTimeout(watchdog);
const zones = zonesLines(zoneResults);
if (zoneResults.length > 0) {
  console.log(`\n${zones.lines.join('\n')}`);
  console.log(
    'Latency: from the start of the alert POST to the last of its pushes read by the stand-in push service (each push: to that one).',
  );
}
if (cases.length === 0) process.exit(zones.isPass ? 0 : 1);

console.log(
  `Alert fan-out over 20 km around Burbank: ${options.alerts} timed alerts after ${options.warmupAlerts} warm-up ones (seed ${options.seed}); cases ${cases.map(({ instances, observers, protocol }) => `${observers} observers on ${instances} instance(s) over ${protocol}`).join(', ')}`,
);
const results: CaseResult[] = [];
for (const fanoutCase of cases) {
  const phases = fanoutCase.instances === 1 ? 2 : 1;
  armWatchdog(phases * (PHASE_BASE_MS + fanoutCase.observers * PHASE_PER_OBSERVER_MS));
  results.push(await runCase(fanoutCase, options, cleanups));
}
clearTimeout(watchdog);

const verdict = correctnessLines(results);
console.log(`\n${markdownTable(results)}\n`);
console.log(
  'Latency: from the start of the alert POST to the alert.created frame read by the observer.',
);
for (const line of setupLines(results)) console.log(line);
for (const line of verdict.lines) console.log(line);
for (const line of targetLines(results)) console.log(line);
for (const line of tailLines(results)) console.log(line);
process.exit(verdict.isPass && zones.isPass ? 0 : 1);
