/** The benchmark's knobs. Defaults are the scenario; smaller values make a smoke run. */
export interface BenchOptions {
  officers: number;
  reports: number;
  /** Timed requests per endpoint, one at a time (the latency run). */
  sequentialRequests: number;
  /** Seconds per endpoint with `connections` requests always in flight (the throughput run). */
  loadSeconds: number;
  connections: number;
  /** An admin PostgreSQL URL: a fresh database is created from it and dropped after. */
  postgresUrl: string | null;
  seed: number;
}

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number (got ${JSON.stringify(raw)})`);
  }
  return value;
}

export function readOptions(): BenchOptions {
  return {
    officers: positiveInteger('BENCH_OFFICERS', 100_000),
    reports: positiveInteger('BENCH_REPORTS', 1_000_000),
    sequentialRequests: positiveInteger('BENCH_SEQUENTIAL_REQUESTS', 2_000),
    loadSeconds: positiveInteger('BENCH_LOAD_SECONDS', 10),
    connections: positiveInteger('BENCH_CONNECTIONS', 8),
    postgresUrl: process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || null,
    seed: positiveInteger('BENCH_SEED', 7),
  };
}
