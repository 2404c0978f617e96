/**
 * How observers reach a server. http1: a connection per stream, as browsers' EventSources reach
 * a server with no proxy. h2c: HTTP/2 streams multiplexed on shared connections
 * (STREAMS_PER_H2_CONNECTION each), as a proxy speaking HTTP/2 to its backends holds them
 * (HTTP_PROTOCOL=h2c, docs/deploy.md).
 */
export type BenchProtocol = 'http1' | 'h2c';

/** One measured setup: `instances` Red Zone servers (1: next to the baseline) and their observers. */
export interface FanoutCase {
  instances: number;
  observers: number;
  protocol: BenchProtocol;
}

/** A proxy's usual limit of concurrent streams on one HTTP/2 connection (SETTINGS_MAX_CONCURRENT_STREAMS). */
export const STREAMS_PER_H2_CONNECTION = 100;

/** The benchmark's knobs. Defaults are the scenarios; smaller values make a smoke run. */
export interface BenchOptions {
  cases: FanoutCase[];
  /** People holding watch zones and push subscriptions, one case per count. */
  zoneCases: number[];
  /** Alerts timed in a zones case, after ZONE_WARMUP_ALERTS (their pushes take seconds each). */
  zoneAlerts: number;
  /** How long the stand-in push service takes to answer each message, as a distant one would. */
  pushLatencyMs: number;
  /** Alerts whose deliveries are timed, after `warmupAlerts` untimed ones. */
  alerts: number;
  warmupAlerts: number;
  seed: number;
  /** An admin PostgreSQL URL: several instances share a database created from it, then dropped. */
  postgresUrl: string | null;
  redisUrl: string | null;
}

const DEFAULT_CASES = '10000,50000,50000/h2c,3x50000,zones100000';

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number (got ${JSON.stringify(raw)})`);
  }
  return value;
}

export const ZONE_WARMUP_ALERTS = 2;

const ZONES_ITEM = /^\s*zones(\d+)\s*$/;
const observerItems = (raw: string) => raw.split(',').filter((item) => !ZONES_ITEM.test(item));

/**
 * `10000` is 10,000 observers on one instance; `3x50000` is 50,000 spread over 3 instances;
 * `/h2c` after either has the observers' streams reach the servers over HTTP/2.
 */
function parseCases(raw: string): FanoutCase[] {
  return observerItems(raw).map((item) => {
    const match = /^\s*(?:(\d+)x)?(\d+)(\/h2c)?\s*$/.exec(item);
    const instances = Number(match?.[1] ?? 1);
    const observers = Number(match?.[2]);
    if (match === null || instances < 1 || observers < instances) {
      throw new Error(
        `BENCH_FANOUT_CASES: "${item}" is none of <observers>, <instances>x<observers>, either followed by /h2c, or zones<people>`,
      );
    }
    return { instances, observers, protocol: match[3] === undefined ? 'http1' : 'h2c' };
  });
}

/** `zones100000`: 100,000 people with watch zones and push subscriptions (zones-case.ts). */
function parseZoneCases(raw: string): number[] {
  return raw
    .split(',')
    .map((item) => Number(ZONES_ITEM.exec(item)?.[1] ?? Number.NaN))
    .filter((people) => people > 0);
}

export function readOptions(): BenchOptions {
  const raw = process.env.BENCH_FANOUT_CASES || DEFAULT_CASES;
  return {
    cases: parseCases(raw),
    zoneCases: parseZoneCases(raw),
    zoneAlerts: positiveInteger('BENCH_ZONE_ALERTS', 20),
    pushLatencyMs: Number(process.env.BENCH_PUSH_LATENCY_MS ?? 0) || 0,
    alerts: positiveInteger('BENCH_ALERTS', 200),
    warmupAlerts: positiveInteger('BENCH_WARMUP_ALERTS', 5),
    seed: positiveInteger('BENCH_SEED', 4),
    postgresUrl: process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || null,
    redisUrl: process.env.BENCH_REDIS_URL || process.env.TEST_REDIS_URL || null,
  };
}
