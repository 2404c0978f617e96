import { ALERT_EXPIRY_SWEEP_MS } from '@redzone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AlertsService } from './alerts.service';

/**
 * Expiry itself needs no job (every read filters by age); this tells the observers of expired
 * alerts, on every instance at once: each alert row is claimed by one of them only. Returns stop.
 */
export function startExpirySweep(
  alertsService: AlertsService,
  log: FastifyBaseLogger,
  intervalMs: number = ALERT_EXPIRY_SWEEP_MS,
): () => void {
  let isRunning = false;
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    alertsService
      .expireDue()
      .catch((error: unknown) => log.error({ err: error }, 'alert expiry sweep failed'))
      .finally(() => {
        isRunning = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
