import { type BusErrorReporter, dispatch, type EventBus } from './event-bus';

/** The embedded default: one process is the whole deployment, so publishing is a function call. */
export function createMemoryEventBus<T>(onError: BusErrorReporter): EventBus<T> {
  const handlers = new Set<(event: T) => void>();
  return {
    mayMissEvents: false,
    async publish(event) {
      dispatch(handlers, event, onError);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
    },
    async ping() {},
  };
}
