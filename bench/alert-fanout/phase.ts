import { performance } from 'node:perf_hooks';
import {
  type Alert,
  alertRadiusYards,
  OBSERVER_POSITION_TTL_MS,
  type Point,
} from '@redzone/contract';
import { createApiClient } from './api-calls';
import { type City, seededRandom } from './city';
import { checkDeliveries, type DeliveryCheck, observersWithin, recipientsOf } from './deliveries';
import { openObserverStreams, type ObserverStreams } from './observer-streams';
import type { ServerChild, ServerMemory } from './server-child';

export interface PhaseResult {
  name: string;
  /** Per delivered alert.created of a timed alert: receipt minus the start of its POST. */
  latenciesMs: number[];
  /** Per timed alert: the POST round trip (stored and acknowledged). */
  acksMs: number[];
  check: DeliveryCheck;
  dropped: number;
  otherEvents: number;
  memoryIdle: ServerMemory;
  memoryConnected: ServerMemory;
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

async function until(isDone: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!isDone() && performance.now() < deadline) await sleep(2);
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

const secondsSince = (startMs: number) => ((performance.now() - startMs) / 1000).toFixed(1);

interface Posted {
  alert: Alert;
  startedAt: number;
  ackMs: number;
}

/**
 * Posts the alerts one at a time at random intervals, waiting for each one's deliveries. Nothing
 * heavier than reading frames runs on this process between a POST and its deliveries: receipts
 * are timestamped when read, so a busy client would add its own delay to the server's.
 */
async function postAlerts(
  city: City,
  streams: ObserverStreams,
  post: (at: Point, index: number) => Promise<Alert>,
  seed: number,
): Promise<Posted[]> {
  const random = seededRandom(seed);
  const expected = city.alerts.map(
    (at) => observersWithin(at, alertRadiusYards(0), city.observers).length,
  );
  const posted: Posted[] = [];
  for (const [index, at] of city.alerts.entries()) {
    const startedAt = performance.now();
    const alert = await post(at, index);
    posted.push({ alert, startedAt, ackMs: performance.now() - startedAt });
    await until(() => streams.receivedFor(alert.id) >= (expected[index] ?? 0), DELIVERY_WAIT_MS);
    await sleep(MIN_PAUSE_MS + random() * MAX_EXTRA_PAUSE_MS);
  }
  await sleep(SETTLE_MS);
  return posted;
}

/**
 * One server's run: every observer connects and reports its position, then the alerts are
 * posted, each timed from the start of its POST to each receipt, and every delivery is checked.
 */
export async function runPhase(
  name: string,
  server: ServerChild,
  city: City,
  sessions: Sessions,
  options: { warmupAlerts: number; seed: number },
): Promise<PhaseResult> {
  const memoryIdle = await settledMemory(server);
  const connectStart = performance.now();
  const streams = await openObserverStreams(server.port, sessions.observerCookies);
  const api = createApiClient(server.port);
  try {
    console.log(`${name}: ${streams.count} streams open in ${secondsSince(connectStart)} s`);
    const reportStart = performance.now();
    await api.reportPositions(sessions.observerCookies, city.observers);
    console.log(`${name}: positions reported in ${secondsSince(reportStart)} s`);
    const memoryConnected = await settledMemory(server);

    const posted = await postAlerts(
      city,
      streams,
      (at, index) =>
        api.postAlert(sessions.creatorCookies[index] ?? '', at, `Bench alert ${index + 1}`),
      options.seed,
    );
    if (performance.now() - reportStart > OBSERVER_POSITION_TTL_MS) {
      console.error(`${name}: positions outlived their TTL; later deliveries were not owed`);
    }

    const timed = posted.slice(options.warmupAlerts);
    const startOf = new Map(timed.map(({ alert, startedAt }) => [alert.id, startedAt]));
    const latenciesMs: number[] = [];
    for (const receipt of streams.receipts) {
      const startedAt = startOf.get(receipt.alertId);
      if (startedAt !== undefined) latenciesMs.push(receipt.atMs - startedAt);
    }
    const checked = posted.map(({ alert }) => ({
      alert,
      recipients: recipientsOf(alert, city.observers),
    }));
    return {
      name,
      latenciesMs,
      acksMs: timed.map(({ ackMs }) => ackMs),
      check: checkDeliveries(checked, streams.receipts),
      dropped: streams.dropped,
      otherEvents: streams.otherEvents,
      memoryIdle,
      memoryConnected,
    };
  } finally {
    api.close();
    await streams.close();
  }
}
