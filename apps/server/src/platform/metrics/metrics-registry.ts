import { collectDefaultMetrics, Registry } from 'prom-client';

export type { Registry };

/**
 * The app's own registry, not prom-client's global one: tests build many apps in one process,
 * and each must count only its own requests. Every feature registers its series here whether or
 * not they are served (counting costs little, and it keeps one code path); the process metrics
 * (CPU, memory, event-loop lag, GC) start only when /metrics is served, since they keep a
 * sampler running.
 */
export function createMetricsRegistry(options: { processMetrics: boolean }): Registry {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  return registry;
}
