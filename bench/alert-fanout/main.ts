import { readFileSync } from 'node:fs';
import { buildCity } from './city';
import { readOptions } from './options';
import { type PhaseResult, runPhase } from './phase';
import { correctnessLines, markdownTable, targetLines } from './report';
import { type ServerChild, startServerChild } from './server-child';
import { createSessions } from './sessions';

/** The whole run must end by itself; past this something hangs, and the run fails. */
const WATCHDOG_MS = 8 * 60_000;
/** Sockets besides the streams: the API agent, the IPC channel, stdio, the module files. */
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
const limit = openFileLimit();
if (limit !== null && limit < options.observers + SPARE_FILE_DESCRIPTORS) {
  console.error(
    `Open-file limit ${limit} is too low for ${options.observers} streams: raise it (ulimit -n) or set BENCH_OBSERVERS.`,
  );
  process.exit(1);
}

const running = new Set<ServerChild>();
const watchdog = setTimeout(() => {
  console.error(`FAIL: the benchmark did not finish within ${WATCHDOG_MS / 60_000} minutes`);
  for (const server of running) void server.stop();
  process.exit(1);
}, WATCHDOG_MS);
watchdog.unref();

const totalAlerts = options.warmupAlerts + options.alerts;
const city = buildCity({ observers: options.observers, alerts: totalAlerts, seed: options.seed });
// One creator per alert keeps every creator under the 3-per-10-minutes limit.
const sessions = createSessions({ observers: options.observers, creators: totalAlerts });
console.log(
  `Alert fan-out: ${options.observers} observers over 20 km around Burbank, ${options.alerts} timed alerts after ${options.warmupAlerts} warm-up ones (seed ${options.seed})`,
);

const servers = [
  { name: 'baseline (bare node:http)', script: new URL('./baseline-server.ts', import.meta.url) },
  { name: 'Red Zone (Fastify, PGlite)', script: new URL('./redzone-server.ts', import.meta.url) },
];
const results: PhaseResult[] = [];
for (const { name, script } of servers) {
  const server = await startServerChild(script, {
    kind: 'start',
    sessionSecret: sessions.sessionSecret,
    creatorIds: sessions.creatorIds,
  });
  running.add(server);
  try {
    results.push(await runPhase(name, server, city, sessions, options));
  } finally {
    await server.stop();
    running.delete(server);
  }
}
clearTimeout(watchdog);

const [baseline, redZone] = results;
const verdict = correctnessLines(results);
console.log(`\n${markdownTable(results, options.observers)}\n`);
console.log(
  'Latency: from the start of the alert POST to the alert.created frame read by the observer.',
);
for (const line of verdict.lines) console.log(line);
if (baseline !== undefined && redZone !== undefined) {
  for (const line of targetLines(redZone, baseline)) console.log(line);
}
process.exit(verdict.isPass ? 0 : 1);
