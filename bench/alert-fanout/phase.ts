import { loadavg } from 'node:os';
import { type Alert, alertRadiusYards, OBSERVER_POSITION_TTL_MS } from '@redzone/contract';
import { type ApiClient, createApiClient } from './api-calls';
import { type City, seededRandom } from './city';
import { monotonicMs } from './clock';
import { checkDeliveries, type DeliveryCheck, observersWithin, recipientsOf } from './deliveries';
import { type ClosedStreams, openObserverStreams, type ObserverStreams } from './observer-streams';
import type { BenchProtocol } from './options';
import type { ServerChild, ServerMemory } from './server-child';

export interface InstanceResult {
  streams: number;
  memoryIdle: ServerMemory;
  memoryConnected: ServerMemory;
  /** Deliveries read from this instance's streams, and how many its observers were owed. */
  delivered: number;
  expected: number;
}

export interface PhaseResult {
  name: string;
  instances: InstanceResult[];
  /** Per delivered alert.created of a timed alert: receipt minus the start of its POST. */
  deliveries: { instance: number; latencyMs: number }[];
  /** Per timed alert: its instance, the POST round trip, its first and last delivery and count. */
  posts: {
    instance: number;
    startedAt: number;
    ackMs: number;
    fastestMs: number;
    slowestMs: number;
    deliveries: number;
  }[];
  check: DeliveryCheck;
  dropped: number;
  otherEvents: number;
  /** [first, last] heartbeat read in each pass, on the monotonic clock, for every generator. */
  heartbeatPasses: [number, number][];
  generatorMemory: ServerMemory[];
  seconds: { open: number; report: number; alerts: number; total: number };
  /** The machine's 1-minute load average as the alerts ended: 2 means both cores were busy. */
  loadAverage: number;
}

export interface Sessions {
  observerCookies: string[];
  creatorCookies: string[];
}

/** Long enough for any sane delivery; a missing one is then reported, not waited for forever. */
const DELIVERY_WAIT_MS = 2_000;
const SETTLE_MS = 500;
/** Alerts arrive at random moments, not back to back. */
const MIN_PAUSE_MS = 20;
const MAX_EXTRA_PAUSE_MS = 80;

const MEMORY_SETTLE_ATTEMPTS = 15;
const MEMORY_SETTLE_STEP_MS = 1_000;
const MEMORY_SETTLED_CHANGE = 0.01;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const secondsSince = (startMs: number) => (monotonicMs() - startMs) / 1000;

async function until(isDone: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = monotonicMs() + timeoutMs;
  while (!isDone() && monotonicMs() < deadline) await sleep(2);
}

/** Right after start a server still hands memory back (hundreds of MB for PGlite): wait for it. */
async function settledMemory(server: ServerChild): Promise<ServerMemory> {
  let previous = await server.measureMemory();
  for (let attempt = 0; attempt < MEMORY_SETTLE_ATTEMPTS; attempt += 1) {
    await sleep(MEMORY_SETTLE_STEP_MS);
    const current = await server.measureMemory();
    const change = Math.abs(current.rssBytes - previous.rssBytes) / previous.rssBytes;
    previous = current;
    if (change < MEMORY_SETTLED_CHANGE) break;
  }
  return previous;
}

interface Posted {
  alert: Alert;
  instance: number;
  startedAt: number;
  ackMs: number;
}

/**
 * Posts the alerts one at a time at random intervals, round-robin over the instances, waiting
 * for each one's deliveries. Receipts are timestamped where they are read (the load generators),
 * so this process being busy delays only the next post, never a measurement.
 */
async function postAlerts(
  city: City,
  streams: ObserverStreams,
  apis: ApiClient[],
  creatorCookies: string[],
  seed: number,
): Promise<Posted[]> {
  const random = seededRandom(seed);
  const expected = city.alerts.map(
    (at) => observersWithin(at, alertRadiusYards(0), city.observers).length,
  );
  const posted: Posted[] = [];
  for (const [index, at] of city.alerts.entries()) {
    const instance = index % apis.length;
    const api = apis[instance] as ApiClient;
    const startedAt = monotonicMs();
    const alert = await api.postAlert(creatorCookies[index] ?? '', at, `Bench alert ${index + 1}`);
    posted.push({ alert, instance, startedAt, ackMs: monotonicMs() - startedAt });
    await until(() => streams.receivedFor(alert.id) >= (expected[index] ?? 0), DELIVERY_WAIT_MS);
    await sleep(MIN_PAUSE_MS + random() * MAX_EXTRA_PAUSE_MS);
  }
  await sleep(SETTLE_MS);
  return posted;
}

/**
 * One deployment's run: every observer streams from one instance (observer i from instance
 * i mod n) and reports its position to it, then the alerts are posted round-robin, each timed
 * from the start of its POST to each receipt, and every delivery is checked.
 */
export async function runPhase(
  name: string,
  servers: ServerChild[],
  city: City,
  sessions: Sessions,
  options: { warmupAlerts: number; seed: number; addressBlock: number; protocol: BenchProtocol },
): Promise<PhaseResult> {
  const phaseStart = monotonicMs();
  const instanceOf = (observer: number) => observer % servers.length;
  const memoryIdle = await Promise.all(servers.map(settledMemory));
  const openStart = monotonicMs();
  const targets = sessions.observerCookies.map((cookie, observer) => ({
    observer,
    cookie,
    port: (servers[instanceOf(observer)] as ServerChild).port,
  }));
  const streams = await openObserverStreams(targets, options);
  const seconds = { open: secondsSince(openStart), report: 0, alerts: 0, total: 0 };
  const apis = servers.map((server) => createApiClient(server.port, options.protocol));
  let closed: ClosedStreams | null = null;
  try {
    console.log(`${name}: ${streams.count} streams open in ${seconds.open.toFixed(1)} s`);
    const reportStart = monotonicMs();
    await Promise.all(
      apis.map((api, instance) => {
        const mine = (_: unknown, observer: number) => instanceOf(observer) === instance;
        return api.reportPositions(
          sessions.observerCookies.filter(mine),
          city.observers.filter(mine),
        );
      }),
    );
    seconds.report = secondsSince(reportStart);
    console.log(`${name}: positions reported in ${seconds.report.toFixed(1)} s`);
    const memoryConnected = await Promise.all(servers.map(settledMemory));

    const alertsStart = monotonicMs();
    const posted = await postAlerts(city, streams, apis, sessions.creatorCookies, options.seed);
    seconds.alerts = secondsSince(alertsStart);
    const [loadAverage = Number.NaN] = loadavg();
    if (monotonicMs() - reportStart > OBSERVER_POSITION_TTL_MS) {
      console.error(`${name}: positions outlived their TTL; later deliveries were not owed`);
    }
    closed = await streams.close();
    seconds.total = secondsSince(phaseStart);

    const timed = posted.slice(options.warmupAlerts);
    const startOf = new Map(timed.map(({ alert, startedAt }) => [alert.id, startedAt]));
    const spread = new Map<string, { fastestMs: number; slowestMs: number; deliveries: number }>();
    const deliveries = streams.receipts.flatMap(({ alertId, observer, atMs }) => {
      const startedAt = startOf.get(alertId);
      if (startedAt === undefined) return [];
      const latencyMs = atMs - startedAt;
      const seen = spread.get(alertId);
      if (seen === undefined) {
        spread.set(alertId, { fastestMs: latencyMs, slowestMs: latencyMs, deliveries: 1 });
      } else {
        seen.fastestMs = Math.min(seen.fastestMs, latencyMs);
        seen.slowestMs = Math.max(seen.slowestMs, latencyMs);
        seen.deliveries += 1;
      }
      return [{ instance: instanceOf(observer), latencyMs }];
    });
    const checked = posted.map(({ alert }) => ({
      alert,
      recipients: recipientsOf(alert, city.observers),
    }));
    const instances = servers.map((_, instance) => ({
      streams: targets.filter(({ observer }) => instanceOf(observer) === instance).length,
      memoryIdle: memoryIdle[instance] as ServerMemory,
      memoryConnected: memoryConnected[instance] as ServerMemory,
      delivered: streams.receipts.filter(({ observer }) => instanceOf(observer) === instance)
        .length,
      expected: checked
        .flatMap(({ recipients }) => recipients)
        .filter((observer) => instanceOf(observer) === instance).length,
    }));
    return {
      name,
      instances,
      deliveries,
      posts: timed.map(({ alert, instance, startedAt, ackMs }) => ({
        instance,
        startedAt,
        ackMs,
        ...(spread.get(alert.id) ?? { fastestMs: 0, slowestMs: 0, deliveries: 0 }),
      })),
      check: checkDeliveries(checked, streams.receipts),
      ...closed,
      generatorMemory: streams.generatorMemory,
      seconds,
      loadAverage,
    };
  } finally {
    for (const api of apis) api.close();
    if (closed === null) await streams.close().catch(() => undefined);
  }
}
