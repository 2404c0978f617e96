import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { ALERT_RATE_LIMIT } from '@redzone/contract';
import { signerFactory } from '@fastify/cookie';
import { SESSION_COOKIE_NAME } from '../../apps/server/src/platform/identity/session-cookie';
import type { FromServer, Start } from './protocol';

/**
 * The load check: 200 alert posts a second and 2,000 list requests a second for 60 s on
 * one instance, open loop (requests leave on schedule whether or not earlier ones returned, as
 * people's phones would), with no errors and bounded memory; p99 of each reported.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const POSTS_PER_SECOND = Number(process.env.BENCH_POSTS_PER_SECOND ?? 200);
const LISTS_PER_SECOND = Number(process.env.BENCH_LISTS_PER_SECOND ?? 2_000);
const TICK_MS = 10;
const WINDOW_SECONDS = 5;
const SOCKETS = 256;
/** A 10 km square around Chicago's Loop. */
const CENTER = { latitude: 41.8781, longitude: -87.6298 };
const HALF_SIDE = { latitude: 0.045, longitude: 0.06 };

const posts = POSTS_PER_SECOND * SECONDS;
// Each sender stays inside the 3-alerts-per-10-minutes limit.
const senders = Math.ceil(posts / ALERT_RATE_LIMIT);
const sessionSecret = randomBytes(32).toString('hex');
const signer = signerFactory(sessionSecret);
const stamp = Date.now();
const senderIds = Array.from({ length: senders }, (_, i) => `user-${stamp}-load${i}`);
const cookies = senderIds.map(
  (id) => `${SESSION_COOKIE_NAME}=${encodeURIComponent(signer.sign(id))}`,
);

function randomPoint() {
  return {
    latitude: CENTER.latitude + (Math.random() * 2 - 1) * HALF_SIDE.latitude,
    longitude: CENTER.longitude + (Math.random() * 2 - 1) * HALF_SIDE.longitude,
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const server = fork(new URL('./server.ts', import.meta.url), [], {
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": to see where its time goes.
  execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ') ?? [])],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const memory: { rss: number; heapUsed: number }[] = [];
const port = await new Promise<number>((resolve, reject) => {
  server.on('message', (message: FromServer) => {
    if (message.kind === 'ready') resolve(message.port);
    else memory.push({ rss: message.rss, heapUsed: message.heapUsed });
  });
  server.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready`)));
  server.send({ sessionSecret, senderIds } satisfies Start);
});

const agent = new Agent({ keepAlive: true, maxSockets: SOCKETS });
interface Outcome {
  /** When it was sent, in seconds from the start of the run. */
  at: number;
  ms: number;
  status: number;
}
function send(
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: string,
) {
  const started = performance.now();
  const at = (started - began) / 1000;
  return new Promise<Outcome>((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, method, agent, headers }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ at, ms: performance.now() - started, status: res.statusCode ?? 0 }),
      );
    });
    req.on('error', () => resolve({ at, ms: performance.now() - started, status: 0 }));
    req.end(body);
  });
}

const results = { post: [] as Outcome[], list: [] as Outcome[] };
const inFlight: Promise<void>[] = [];
let postIndex = 0;
let scheduled = { post: 0, list: 0 };
const began = performance.now();
const memoryAtStart = memory.length;
console.log(
  `\nLoad: ${POSTS_PER_SECOND} alert posts/s and ${LISTS_PER_SECOND} lists/s for ${SECONDS} s, open loop (PGlite, one instance, ${senders} senders)`,
);
await new Promise<void>((resolve) => {
  const timer = setInterval(() => {
    const elapsed = (performance.now() - began) / 1000;
    if (elapsed >= SECONDS) {
      clearInterval(timer);
      resolve();
      return;
    }
    // Catch up to the schedule: timers slip, the request count must not.
    const duePosts = Math.floor(elapsed * POSTS_PER_SECOND) - scheduled.post;
    const dueLists = Math.floor(elapsed * LISTS_PER_SECOND) - scheduled.list;
    for (let i = 0; i < duePosts; i += 1) {
      const cookie = cookies[postIndex++ % cookies.length] ?? '';
      const at = randomPoint();
      const body = JSON.stringify({
        ...at,
        location: '100 N Main St, Chicago, IL',
        description: 'Traffic stop, officer yelling',
      });
      inFlight.push(
        send(
          'POST',
          '/api/alerts',
          { cookie, 'content-type': 'application/json', 'permanent-verification': 'true' },
          body,
        ).then((outcome) => void results.post.push(outcome)),
      );
    }
    for (let i = 0; i < dueLists; i += 1) {
      const { latitude, longitude } = randomPoint();
      inFlight.push(
        send(
          'GET',
          `/api/alerts?latitude=${latitude.toFixed(6)}&longitude=${longitude.toFixed(6)}`,
          {},
        ).then((outcome) => void results.list.push(outcome)),
      );
    }
    scheduled = { post: scheduled.post + duePosts, list: scheduled.list + dueLists };
  }, TICK_MS);
});
await Promise.all(inFlight);
const wall = (performance.now() - began) / 1000;

function line(name: string, outcomes: Outcome[], expectedStatus: number) {
  const errors = outcomes.filter((o) => o.status !== expectedStatus);
  const byStatus = new Map<number, number>();
  for (const o of errors) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
  const latencies = outcomes.map((o) => o.ms);
  console.log(
    `${name.padEnd(28)} ${outcomes.length} sent, ${(outcomes.length / SECONDS).toFixed(0)}/s scheduled, errors ${errors.length}${errors.length ? ` (${[...byStatus].map(([s, n]) => `${s || 'network'}: ${n}`).join(', ')})` : ''}; p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(0)} ms`,
  );
  // Where in the run the slow answers were: a warm-up, a steady backlog, or periodic stalls.
  const windows: string[] = [];
  for (let from = 0; from < SECONDS; from += WINDOW_SECONDS) {
    const inWindow = outcomes.filter((o) => o.at >= from && o.at < from + WINDOW_SECONDS);
    windows.push(
      `${percentile(
        inWindow.map((o) => o.ms),
        99,
      ).toFixed(0)}`,
    );
  }
  console.log(`${''.padEnd(28)} p99 ms per ${WINDOW_SECONDS} s: ${windows.join(', ')}`);
  return errors.length;
}
const errors =
  line('POST /api/alerts', results.post, 201) + line('GET /api/alerts?lat&lng', results.list, 200);
const during = memory.slice(memoryAtStart);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
if (during.length > 0) {
  const first = during[0]!;
  const last = during[during.length - 1]!;
  const peak = Math.max(...during.map((m) => m.rss));
  console.log(
    `server memory: RSS ${mb(first.rss)} -> ${mb(last.rss)} MB (peak ${mb(peak)}), heap ${mb(first.heapUsed)} -> ${mb(last.heapUsed)} MB; all done after ${wall.toFixed(1)} s`,
  );
}
console.log(errors === 0 ? 'load: no errors' : `load: ${errors} errors`);
agent.destroy();
server.send('stop');
await new Promise((resolve) => server.once('exit', resolve));
process.exit(errors === 0 ? 0 : 1);
