import { ALERT_EXPIRY_SWEEP_MS } from '@redzone/contract';
import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicTask } from '../../platform/periodic-task';
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
  return startPeriodicTask(() => alertsService.expireDue(), {
    intervalMs,
    log,
    failure: 'alert expiry sweep failed',
  });
}
