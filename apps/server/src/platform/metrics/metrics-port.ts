import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { errorHandlerPlugin, replyRouteNotFound } from '../errors/error-handler';
import type { Registry } from './metrics-registry';
import { metricsRoutes } from './metrics.routes';

/** A server of its own for GET /metrics, nothing else: no pages, no API, no session. */
async function buildMetricsServer(options: {
  registry: Registry;
  token: string | null;
  log: FastifyBaseLogger;
}): Promise<FastifyInstance> {
  const server = Fastify({ loggerInstance: options.log }).withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  await server.register(errorHandlerPlugin);
  await server.register(metricsRoutes, { registry: options.registry, token: options.token });
  server.setNotFoundHandler(replyRouteNotFound);
  return server;
}

/**
 * METRICS_PORT: the app opens the metrics port when it is ready, before the main one, so a port
 * already taken stops the start instead of leaving an instance nobody can scrape; it closes
 * with the app.
 */
export const metricsPortPlugin = fp(
  async (
    app: FastifyInstance,
    options: { registry: Registry; token: string | null; host: string; port: number },
  ) => {
    const server = await buildMetricsServer({
      registry: options.registry,
      token: options.token,
      log: app.log.child({ server: 'metrics' }),
    });
    app.addHook('onReady', async () => {
      await server.listen({ host: options.host, port: options.port });
    });
    app.addHook('onClose', () => server.close());
  },
  { name: 'metrics-port' },
);
