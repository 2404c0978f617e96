import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEventBus } from '../../platform/events/create-event-bus';
import type { EventBus } from '../../platform/events/event-bus';
import { LIVE_BUS_NAME, type LiveBusMessage, parseLiveBusMessage } from './live-message';

/** Live alert events between instances: in this process, or Redis pub/sub when configured. */
export const liveBusPlugin = fp(
  async (app: FastifyInstance) => {
    const bus = await createEventBus(app.config.redis, {
      name: LIVE_BUS_NAME,
      parse: parseLiveBusMessage,
      onError: (error, message) => app.log.error({ err: error }, message),
      onRedisError: app.reportRedisError('events'),
    });
    app.addHook('onClose', () => bus.close());
    app.decorate('liveBus', bus);
  },
  { name: 'live-bus', dependencies: ['limiters'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    liveBus: EventBus<LiveBusMessage>;
  }
}
