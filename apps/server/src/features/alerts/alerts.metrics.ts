import { Counter, Gauge, Histogram } from 'prom-client';
import type { Registry } from '../../platform/metrics/metrics-registry';

/**
 * Seconds. The fan-out benchmark's target is a p99 under 100 ms and docs/deploy.md alerts at 1 s,
 * so the buckets are fine below 100 ms and still tell 1 s from 5 s.
 */
const FANOUT_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface AlertsMetrics {
  alertCreated(): void;
}

export interface LiveMetrics {
  streamOpened(): void;
  streamClosed(): void;
  /** A new alert's last frame was written to this instance's streams, `seconds` after it was taken. */
  fannedOut(seconds: number): void;
}

export function createAlertsMetrics(registry: Registry): AlertsMetrics & LiveMetrics {
  const created = new Counter({
    name: 'redzone_alerts_created_total',
    help: 'Alerts this instance stored and announced (POST /api/alerts answered 201).',
    registers: [registry],
  });
  const fanOut = new Histogram({
    name: 'redzone_alert_fanout_seconds',
    help: "From the server taking an alert (its createdAt, in the POST) to the last frame this instance wrote for it to an event stream; alerts that reach none of this instance's streams are not counted. Across instances it includes their clocks' skew.",
    buckets: FANOUT_BUCKETS,
    registers: [registry],
  });
  const streams = new Gauge({
    name: 'redzone_event_streams_open',
    help: 'GET /api/events streams open on this instance.',
    registers: [registry],
  });
  return {
    alertCreated: () => created.inc(),
    streamOpened: () => streams.inc(),
    streamClosed: () => streams.dec(),
    fannedOut: (seconds) => fanOut.observe(Math.max(0, seconds)),
  };
}
