/**
 * How live events reach every server instance. Each instance subscribes once and fans events out
 * to its own connections, so an observer (connected to one instance) is told exactly once.
 */
export interface EventBus<T> {
  /** Hands the event to every subscriber of every instance, this one included, once each. */
  publish(event: T): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(handler: (event: T) => void): () => void;
  close(): Promise<void>;
  /** Resolves once the bus's back end answers (Redis PING); for the readiness check. */
  ping(): Promise<void>;
  /**
   * False when every published event reaches every subscriber (one process, in memory); true over
   * a network, where an instance misses what is published while it is disconnected, or what another
   * instance failed to publish: state kept current by the bus must also be re-read from the database.
   */
  readonly mayMissEvents: boolean;
}

/** Where a subscriber's failure is reported: it must not stop the others. */
export type BusErrorReporter = (error: unknown, message: string) => void;

/** Calls every handler, each in its own try, so one failing subscriber cannot starve the rest. */
export function dispatch<T>(
  handlers: Iterable<(event: T) => void>,
  event: T,
  onError: BusErrorReporter,
): void {
  for (const handler of handlers) {
    try {
      handler(event);
    } catch (error) {
      onError(error, 'event bus subscriber failed');
    }
  }
}
