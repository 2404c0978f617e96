import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `task` every `intervalMs`, never two at once (a slow run makes the next tick skip), logging
 * failures instead of crashing. The timer does not keep the process alive. Returns stop.
 */
export function startPeriodicTask(
  task: () => Promise<unknown>,
  options: { intervalMs: number; log: FastifyBaseLogger; failure: string },
): () => void {
  let isRunning = false;
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    task()
      .catch((error: unknown) => options.log.error({ err: error }, options.failure))
      .finally(() => {
        isRunning = false;
      });
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
