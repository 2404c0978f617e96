/** One measured setup: `instances` Red Zone servers (1: next to the baseline) and their observers. */
export interface FanoutCase {
  instances: number;
  observers: number;
}

/** The benchmark's knobs. Defaults are issue 10's scenarios; smaller values make a smoke run. */
export interface BenchOptions {
  cases: FanoutCase[];
  /** Alerts whose deliveries are timed, after `warmupAlerts` untimed ones. */
  alerts: number;
  warmupAlerts: number;
  seed: number;
  /** An admin PostgreSQL URL: several instances share a database created from it, then dropped. */
  postgresUrl: string | null;
  redisUrl: string | null;
}

const DEFAULT_CASES = '10000,50000,3x50000';

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number (got ${JSON.stringify(raw)})`);
  }
  return value;
}

/** `10000` is 10,000 observers on one instance; `3x50000` is 50,000 spread over 3 instances. */
function parseCases(raw: string): FanoutCase[] {
  return raw.split(',').map((item) => {
    const match = /^\s*(?:(\d+)x)?(\d+)\s*$/.exec(item);
    const instances = Number(match?.[1] ?? 1);
    const observers = Number(match?.[2]);
    if (match === null || instances < 1 || observers < instances) {
      throw new Error(
        `BENCH_FANOUT_CASES: "${item}" is neither <observers> nor <instances>x<observers>`,
      );
    }
    return { instances, observers };
  });
}

export function readOptions(): BenchOptions {
  return {
    cases: parseCases(process.env.BENCH_FANOUT_CASES || DEFAULT_CASES),
    alerts: positiveInteger('BENCH_ALERTS', 200),
    warmupAlerts: positiveInteger('BENCH_WARMUP_ALERTS', 5),
    seed: positiveInteger('BENCH_SEED', 4),
    postgresUrl: process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || null,
    redisUrl: process.env.BENCH_REDIS_URL || process.env.TEST_REDIS_URL || null,
  };
}
