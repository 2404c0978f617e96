import { fork } from 'node:child_process';
import type { Point } from '@redzone/contract';
import { createClient, runLoad, runSequential } from '../officers-search/load';
import { HELLO_PATH, type Ready, type Start } from './protocol';

/**
 * The list budget: GET /api/alerts?latitude=&longitude= with 1,000 active alerts spread
 * over a city must serve at least half the requests per second of a Fastify hello-world route on
 * the same server in the same run. Each list query asks from a random point in the city, as
 * observers do, so it filters all 1,000 alerts and serializes the few that cover the point.
 */
const ALERTS = Number(process.env.BENCH_ALERTS ?? 1_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;
const ROUNDS = 2;
const WARMUP_REQUESTS = 500;
const TARGET_RATIO = 0.5;
/** A 10 km square around Chicago's Loop. */
const CENTER = { latitude: 41.8781, longitude: -87.6298 };
const HALF_SIDE_DEGREES = { latitude: 0.045, longitude: 0.06 };

/** An anonymous session, as the app's first request makes one. */
async function sessionCookie(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/session`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (cookie === '') throw new Error('the server set no session cookie');
  return cookie;
}

let seed = 42;
function random(): number {
  // mulberry32: the same city on every run.
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

function randomPoint(): Point {
  return {
    latitude: CENTER.latitude + (random() * 2 - 1) * HALF_SIDE_DEGREES.latitude,
    longitude: CENTER.longitude + (random() * 2 - 1) * HALF_SIDE_DEGREES.longitude,
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const alertPoints = Array.from({ length: ALERTS }, randomPoint);
const listPaths = Array.from({ length: 5_000 }, () => {
  const { latitude, longitude } = randomPoint();
  return `/api/alerts?latitude=${latitude.toFixed(6)}&longitude=${longitude.toFixed(6)}`;
});

const server = fork(new URL('./server.ts', import.meta.url), [], {
  execArgv: [
    '--import',
    'tsx',
    ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/cpuprof'] : []),
  ],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const ready = await new Promise<Ready>((resolve, reject) => {
  server.once('message', (message) => resolve(message as Ready));
  server.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready`)));
  server.send({ alerts: alertPoints } satisfies Start);
});

// Lists need a session, as every observer's open app has.
const client = createClient(ready.port, CONNECTIONS, { cookie: await sessionCookie(ready.port) });
try {
  const sizes: number[] = [];
  await runSequential(client, listPaths.slice(0, WARMUP_REQUESTS), (_, answer) => {
    sizes.push((JSON.parse(answer.body) as unknown[]).length);
  });
  await runSequential(
    client,
    Array.from({ length: WARMUP_REQUESTS }, () => HELLO_PATH),
  );

  // Latencies are joined with concat: spreading 100,000+ of them into push overflows the stack.
  const hello = { perSecond: [] as number[], latencies: [] as number[] };
  const list = { perSecond: [] as number[], latencies: [] as number[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const h = await runLoad(client, [HELLO_PATH], CONNECTIONS, SECONDS);
    hello.perSecond.push(h.perSecond);
    hello.latencies = hello.latencies.concat(h.latencies);
    const l = await runLoad(client, listPaths, CONNECTIONS, SECONDS);
    list.perSecond.push(l.perSecond);
    list.latencies = list.latencies.concat(l.latencies);
  }
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const helloRate = mean(hello.perSecond);
  const listRate = mean(list.perSecond);
  const ratio = listRate / helloRate;
  const row = (name: string, rate: number, latencies: number[]) =>
    `${name.padEnd(44)} ${rate.toFixed(0).padStart(7)} req/s   p50 ${percentile(latencies, 50).toFixed(2)} ms   p99 ${percentile(latencies, 99).toFixed(2)} ms`;
  console.log(
    `\nAlert list: ${ALERTS} active alerts over a 10 km square, ${CONNECTIONS} connections, ${ROUNDS} x ${SECONDS} s each (PGlite)`,
  );
  console.log(
    `alerts covering a random point: mean ${mean(sizes).toFixed(2)}, max ${Math.max(...sizes)}`,
  );
  console.log(row('GET /bench/hello (Fastify hello world)', helloRate, hello.latencies));
  console.log(row('GET /api/alerts?latitude=&longitude=', listRate, list.latencies));
  console.log(
    `list / hello = ${ratio.toFixed(2)} (target at least ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'MET' : 'NOT MET'})`,
  );
} finally {
  client.close();
  server.send('stop');
  await new Promise((resolve) => server.once('exit', resolve));
}
