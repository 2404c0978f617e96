import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createObserverPositions } from './create-observer-positions';
import type { ObserverPositions } from './observer-positions';

/** Observers' last positions: in memory, or Redis when instances share a city; never on disk. */
export const positionsPlugin = fp(
  async (app: FastifyInstance) => {
    const positions = await createObserverPositions(app.config.redis, {
      now: app.clock,
      secret: app.secrets.session,
      onError: app.reportRedisError('positions'),
    });
    app.addHook('onClose', () => positions.close());
    app.decorate('observerPositions', positions);
  },
  { name: 'positions', dependencies: ['secrets', 'limiters'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    observerPositions: ObserverPositions;
  }
}
