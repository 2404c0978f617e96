import { RECORDING_RETENTION_SWEEP_MS } from '@redzone/contract';
import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicTask } from '../../platform/periodic-task';
import type { RecordingsService } from './recordings.service';

/** Keeps the privacy policy's promise: recordings past RECORDING_RETENTION_DAYS are deleted. */
export function startRetentionSweep(
  recordingsService: RecordingsService,
  log: FastifyBaseLogger,
  intervalMs: number = RECORDING_RETENTION_SWEEP_MS,
): () => void {
  return startPeriodicTask(() => recordingsService.purgeExpired(), {
    intervalMs,
    log,
    failure: 'recording retention sweep failed',
  });
}
