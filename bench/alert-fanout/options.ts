/** The benchmark's knobs. Defaults are the issue 4 scenario; smaller values make a smoke run. */
export interface BenchOptions {
  observers: number;
  /** Alerts whose deliveries are timed, after `warmupAlerts` untimed ones. */
  alerts: number;
  warmupAlerts: number;
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
    observers: positiveInteger('BENCH_OBSERVERS', 10_000),
    alerts: positiveInteger('BENCH_ALERTS', 200),
    warmupAlerts: positiveInteger('BENCH_WARMUP_ALERTS', 5),
    seed: positiveInteger('BENCH_SEED', 4),
  };
}
