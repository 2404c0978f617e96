import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createInfrastructureMetrics, type InfrastructureMetrics } from './infrastructure.metrics';
import { createMetricsRegistry, type Registry } from './metrics-registry';
import { metricsPortPlugin } from './metrics-port';
import { metricsRoutes } from './metrics.routes';

/**
 * Prometheus metrics: the registry every feature adds its series to, and the infrastructure's
 * own (database, Redis, disk, process).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const registry = createMetricsRegistry({ processMetrics: config.metrics !== null });
    const infrastructure = createInfrastructureMetrics(registry, {
      dataDir: config.dataDir,
      freeSpaceFloorBytes: config.recordings.storage.freeSpaceFloorBytes,
    });
    app.decorate('metrics', { registry, infrastructure });
  },
  { name: 'metrics', dependencies: ['app-context'] },
);

/**
 * GET /metrics, off by default (docs/decisions/029): on a port of its own when METRICS_PORT is
 * set, else on this one behind METRICS_TOKEN.
 */
export const metricsEndpointPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, metrics } = app;
    if (config.metrics?.port != null) {
      await app.register(metricsPortPlugin, {
        registry: metrics.registry,
        token: config.metrics.token,
        host: config.host,
        port: config.metrics.port,
      });
    } else if (config.metrics?.token != null) {
      await app.register(metricsRoutes, {
        registry: metrics.registry,
        token: config.metrics.token,
      });
    }
  },
  { name: 'metrics-endpoint', dependencies: ['metrics'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    metrics: { registry: Registry; infrastructure: InfrastructureMetrics };
  }
}
