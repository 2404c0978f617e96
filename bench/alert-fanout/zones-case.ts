import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Alert, alertRadiusYards, ALERT_RADIUS_GROWTH_PER_OBSERVERS } from '@redzone/contract';
import { decryptPush } from '../../apps/server/src/test/web-push-receiver';
import { type ApiClient, createApiClient } from './api-calls';
import { monotonicMs } from './clock';
import { type PushCounter, startPushCounter } from './push-counter';
import type { WatcherSeed } from './seed-watchers';
import { startServerChild } from './server-child';
import { createSessions } from './sessions';
import { buildWatchers, type Watchers, type ZoneAlert } from './watchers';

export interface ZoneAlertResult {
  kind: ZoneAlert['kind'];
  /** People owed a push (covered by the independent computation) and pushes received. */
  expected: number;
  pushes: number;
  ackMs: number;
  /** From the start of the POST to the first and the last push the stand-in read. */
  firstMs: number;
  lastMs: number;
}

export interface ZoneCheck {
  expected: number;
  received: number;
  missing: number;
  unexpected: number;
  duplicates: number;
  /** Requests to no known endpoint, or with no topic. */
  strays: number;
  /** Each alert's first push, decrypted with its browser's keys, names that alert. */
  decrypted: number;
  sampled: number;
}

export interface ZonesCaseResult {
  people: number;
  zones: number;
  cells: number;
  warmupAlerts: number;
  alerts: ZoneAlertResult[];
  /** Every push of a timed alert: receipt minus the start of its POST. */
  pushLatencies: number[];
  /** The radius grown by responders on one alert: its newly covered people. */
  growth: {
    fromYards: number;
    toYards: number;
    expected: number;
    pushes: number;
    lastMs: number;
  } | null;
  check: ZoneCheck;
  loadAverage: number;
  seconds: { build: number; seed: number; alerts: number };
}

const REDZONE_SCRIPT = new URL('./redzone-server.ts', import.meta.url);
/** Writing 100,000 people, 200,000 zones and 100,000 subscriptions into PGlite takes a while. */
const SEED_TIMEOUT_MS = 10 * 60_000;
/** Long enough for any sane fan-out; a missing push is then reported, not waited for forever. */
const PUSH_WAIT_MS = 30_000;
/** After an alert's pushes, a moment for any extra one to arrive before the next alert. */
const EXTRAS_WAIT_MS = 300;
const SETTLE_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const topicOf = (alert: Alert) => alert.id.replaceAll('-', '');

async function until(isDone: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = monotonicMs() + timeoutMs;
  while (!isDone() && monotonicMs() < deadline) await sleep(2);
}

interface Posted {
  alert: Alert;
  kind: ZoneAlert['kind'];
  startedAt: number;
  ackMs: number;
  expected: Set<number>;
}

/** Posts each alert and waits until the stand-in has read as many pushes as it is owed. */
async function postAlerts(
  api: ApiClient,
  watchers: Watchers,
  counter: PushCounter,
  creatorCookies: string[],
): Promise<Posted[]> {
  const posted: Posted[] = [];
  for (const [index, { kind, at }] of watchers.alerts.entries()) {
    const startedAt = monotonicMs();
    const alert = await api.postAlert(creatorCookies[index] ?? '', at, `Zones alert ${index + 1}`);
    const ackMs = monotonicMs() - startedAt;
    const expected = watchers.coveredBy(at, alert.radiusYards);
    posted.push({ alert, kind, startedAt, ackMs, expected });
    await until(() => counter.countFor(topicOf(alert)) >= expected.size, PUSH_WAIT_MS);
    await sleep(EXTRAS_WAIT_MS);
  }
  return posted;
}

/**
 * The alert whose next radius step covers the most people it did not: a step of 100 yards often
 * reaches no new cell centre, and then there would be nothing to check.
 */
function mostNewlyCovered(posted: Posted[], watchers: Watchers): Posted | undefined {
  const grownYards = alertRadiusYards(ALERT_RADIUS_GROWTH_PER_OBSERVERS);
  let best: { item: Posted; newly: number } | undefined;
  for (const item of posted) {
    const covered = watchers.coveredBy(item.alert, grownYards);
    const newly = [...covered].filter((person) => !item.expected.has(person)).length;
    if (newly > 0 && (best === undefined || newly > best.newly)) best = { item, newly };
  }
  return best?.item;
}

/** Responders grow one alert's radius by a step; its newly covered people are pushed. */
async function growRadius(
  api: ApiClient,
  watchers: Watchers,
  counter: PushCounter,
  target: Posted,
  responderCookies: string[],
): Promise<{ startedAt: number; expected: Set<number>; before: number; toYards: number }> {
  const topic = topicOf(target.alert);
  const before = counter.countFor(topic);
  let grown = target.alert;
  let startedAt = 0;
  for (const cookie of responderCookies) {
    startedAt = monotonicMs();
    grown = await api.respond(cookie, target.alert.id);
  }
  const newly = watchers.coveredBy(target.alert, grown.radiusYards);
  for (const person of target.expected) newly.delete(person);
  for (const person of newly) target.expected.add(person);
  await until(() => counter.countFor(topic) >= before + newly.size, PUSH_WAIT_MS);
  return { startedAt, expected: newly, before, toYards: grown.radiusYards };
}

function check(posted: Posted[], counter: PushCounter, watchers: Watchers): ZoneCheck {
  const byTopic = new Map(posted.map((item) => [topicOf(item.alert), item]));
  const told = new Map<string, Map<number, number>>();
  const result: ZoneCheck = {
    expected: posted.reduce((sum, { expected }) => sum + expected.size, 0),
    received: counter.receipts.length,
    missing: 0,
    unexpected: 0,
    duplicates: 0,
    strays: counter.strays,
    decrypted: 0,
    sampled: 0,
  };
  for (const { topic, person } of counter.receipts) {
    const counts = told.get(topic) ?? new Map<number, number>();
    told.set(topic, counts);
    counts.set(person, (counts.get(person) ?? 0) + 1);
  }
  for (const [topic, counts] of told) {
    const owed = byTopic.get(topic)?.expected ?? new Set<number>();
    for (const [person, count] of counts) {
      if (!owed.has(person)) result.unexpected += count;
      else result.duplicates += count - 1;
    }
  }
  for (const { alert, expected } of posted) {
    const counts = told.get(topicOf(alert));
    for (const person of expected) if (!counts?.has(person)) result.missing += 1;
  }
  for (const [topic, { person, body }] of counter.firstBodies) {
    const watcher = watchers.people[person];
    const alertId = byTopic.get(topic)?.alert.id;
    if (watcher === undefined || alertId === undefined) continue;
    result.sampled += 1;
    try {
      const json = { endpoint: '', expirationTime: null, keys: { p256dh: '', auth: '' } };
      const text = decryptPush({ json, ecdh: watcher.ecdh, authSecret: watcher.authSecret }, body);
      if ((JSON.parse(text) as { alertId?: unknown }).alertId === alertId) result.decrypted += 1;
    } catch {
      // Counted as not decrypted.
    }
  }
  return result;
}

function timings(item: Posted, counter: PushCounter, sinceMs: number, from: number) {
  const topic = topicOf(item.alert);
  const times = counter.receipts
    .filter((receipt) => receipt.topic === topic && receipt.atMs >= from)
    .map(({ atMs }) => atMs - sinceMs);
  return {
    times,
    firstMs: times.length === 0 ? Number.NaN : Math.min(...times),
    lastMs: times.length === 0 ? Number.NaN : Math.max(...times),
  };
}

/**
 * The bench: `people` with 1 to 3 watch zones and a push subscription each, on one Red Zone
 * instance (PGlite, production mode) whose pushes go to a local stand-in push service; alerts at
 * chosen points, each timed from its POST to the last push the stand-in reads, and every push
 * checked against the people an independent h3-js computation says the alert covers.
 */
export async function runZonesCase(
  people: number,
  options: { alerts: number; warmupAlerts: number; seed: number; pushLatencyMs: number },
): Promise<ZonesCaseResult> {
  const totalAlerts = options.warmupAlerts + options.alerts;
  const buildStart = monotonicMs();
  const watchers = buildWatchers({ people, alerts: totalAlerts, seed: options.seed });
  const responders = ALERT_RADIUS_GROWTH_PER_OBSERVERS;
  const sessions = createSessions({ observers: 0, creators: totalAlerts + responders });
  const counter = await startPushCounter({ latencyMs: options.pushLatencyMs });
  const dir = await mkdtemp(join(tmpdir(), 'redzone-bench-zones-'));
  const stamp = Date.now();
  const seed: WatcherSeed[] = watchers.people.map(({ cells, ecdh, authSecret }, person) => ({
    id: `user-${stamp}-bench-w${person}`,
    cells,
    endpoint: counter.endpointOf(person),
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: authSecret.toString('base64url'),
  }));
  const watchersFile = join(dir, 'watchers.json');
  await writeFile(watchersFile, JSON.stringify(seed));
  const build = (monotonicMs() - buildStart) / 1000;
  console.log(`zones: ${people} people built in ${build.toFixed(1)} s; seeding the server`);

  const seedStart = monotonicMs();
  const server = await startServerChild(
    REDZONE_SCRIPT,
    {
      kind: 'start',
      protocol: 'http1',
      sessionSecret: sessions.sessionSecret,
      phoneDataKey: sessions.phoneDataKey,
      creatorIds: sessions.creatorIds,
      watchersFile,
    },
    SEED_TIMEOUT_MS,
  );
  const seedSeconds = (monotonicMs() - seedStart) / 1000;
  console.log(`zones: server seeded and listening in ${seedSeconds.toFixed(1)} s`);
  const api = createApiClient(server.port, 'http1');
  try {
    const alertsStart = monotonicMs();
    const posted = await postAlerts(api, watchers, counter, sessions.creatorCookies);
    const growthTarget = mostNewlyCovered(posted, watchers);
    const grown =
      growthTarget === undefined
        ? null
        : await growRadius(
            api,
            watchers,
            counter,
            growthTarget,
            sessions.creatorCookies.slice(totalAlerts),
          );
    await sleep(SETTLE_MS);
    const alertsSeconds = (monotonicMs() - alertsStart) / 1000;
    const [loadAverage = Number.NaN] = loadavg();

    const timed = posted.slice(options.warmupAlerts);
    const pushLatencies: number[] = [];
    const alerts = timed.map((item): ZoneAlertResult => {
      // Before the radius grew: the growth's pushes are measured on their own.
      const { times, firstMs, lastMs } = timings(item, counter, item.startedAt, 0);
      const atCreation =
        grown !== null && item === growthTarget ? times.slice(0, grown.before) : times;
      pushLatencies.push(...atCreation);
      return {
        kind: item.kind,
        expected: item.expected.size - (item === growthTarget ? (grown?.expected.size ?? 0) : 0),
        pushes: atCreation.length,
        ackMs: item.ackMs,
        firstMs,
        lastMs: item === growthTarget ? Math.max(...atCreation) : lastMs,
      };
    });
    const growth =
      grown === null || growthTarget === undefined
        ? null
        : {
            fromYards: alertRadiusYards(0),
            toYards: grown.toYards,
            expected: grown.expected.size,
            pushes: counter.countFor(topicOf(growthTarget.alert)) - grown.before,
            lastMs: timings(growthTarget, counter, grown.startedAt, grown.startedAt).lastMs,
          };
    return {
      people,
      zones: watchers.people.reduce((sum, { cells }) => sum + cells.length, 0),
      cells: new Set(watchers.people.flatMap(({ cells }) => cells)).size,
      warmupAlerts: options.warmupAlerts,
      alerts,
      pushLatencies,
      growth,
      check: check(posted, counter, watchers),
      loadAverage,
      seconds: { build, seed: seedSeconds, alerts: alertsSeconds },
    };
  } finally {
    api.close();
    await server.stop();
    await counter.close();
    await rm(dir, { recursive: true, force: true });
  }
}
