import type { FastifyBaseLogger } from 'fastify';

/**
 * Work started after a request is answered, so that the answer does not wait for it (or take
 * longer when it runs: a duress PIN must answer as fast as a stop PIN). Closing the app waits for
 * what is under way, so nothing is cut off while its database is open.
 */
export interface BackgroundWork {
  run(what: string, work: () => Promise<unknown>): void;
  /** Resolves once nothing started before the call is still running. */
  idle(): Promise<void>;
}

export function createBackgroundWork(log: FastifyBaseLogger): BackgroundWork {
  const running = new Set<Promise<unknown>>();
  return {
    run(what, work) {
      const task = work()
        .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async idle() {
      await Promise.all([...running]);
    },
  };
}
