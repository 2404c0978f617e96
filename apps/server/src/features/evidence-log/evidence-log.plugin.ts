import { EVIDENCE_LOG_HEAD_INTERVAL_MS } from '@redzone/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startPeriodicTask } from '../../platform/periodic-task';
import { evidenceLogRoutes } from './evidence-log.routes';
import { createEvidenceLog, type EvidenceLog, logSealedBefore } from './evidence-log.service';
import { createHeadTimestamper } from './head-timestamps';

/**
 * The public evidence log: every sealed layer is an entry (recordings append it as they seal),
 * a head is signed every few seconds when the log grew, and takes sealed before the log existed
 * are logged at start, oldest first. Each head signed is countersigned by the authorities of
 * TSA_URL when they answer (decision 100).
 */
export const evidenceLogPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, clock } = app;
    const timestamper = createHeadTimestamper({
      db,
      urls: app.config.evidence.tsaUrls,
      clock,
      log: app.log,
    });
    const log = createEvidenceLog({ db, signer: app.secrets.evidenceSigner, clock, timestamper });
    await logSealedBefore(db, log);
    await log.signHead();
    const stop = startPeriodicTask(() => log.signHead(), {
      intervalMs: app.appDeps.evidenceLogHeadIntervalMs ?? EVIDENCE_LOG_HEAD_INTERVAL_MS,
      log: app.log,
      failure: 'evidence log head not signed',
    });
    app.addHook('onClose', async () => {
      stop();
      // Tokens under way are stored before the database closes, or given up with a warning.
      await timestamper.idle();
    });
    app.decorate('evidenceLog', log);
    await app.register(evidenceLogRoutes, { log });
  },
  { name: 'evidence-log', dependencies: ['database', 'secrets', 'evidence-keys'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    evidenceLog: EvidenceLog;
  }
}
