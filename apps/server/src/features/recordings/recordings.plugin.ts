import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RecordingStoreConfig } from '../../config';
import type { Database } from '../../db/database';
import type { CustodyService } from '../custody/custody.service';
import { createCustodyService } from '../custody/custody.service';
import { createChainTimestamper } from './chain-timestamps';
import { createDeletionNotices } from './deletion-notices';
import { createRecordingsMetrics } from './recordings.metrics';
import { countUnfinishedRecordings, sumStoredBytesOfAll } from './recordings.queries';
import { recordingsRoutes } from './recordings.routes';
import { createRecordingsService, type RecordingsService } from './recordings.service';
import { startRetentionSweep } from './retention-sweep';
import { createStorageGuard, type StorageGuard } from './storage-guard';

/**
 * Footage in a bucket does not fill DATA_DIR's disk: the floor applies to the bucket's quota
 * (S3_QUOTA_MB) less what the recordings hold, and to nothing without one.
 */
function bucketRoom(store: RecordingStoreConfig, db: Database) {
  if (store.kind === 'file') return {};
  const { quotaBytes } = store;
  return {
    freeFootageBytes: async () =>
      quotaBytes === null ? Number.POSITIVE_INFINITY : quotaBytes - (await sumStoredBytesOfAll(db)),
  };
}

/**
 * Recordings: chunks stored, chained, signed and encrypted as they arrive, sealed, played back,
 * kept or deleted (after a delay, with the stop PIN, and an alert's with a code sent to a
 * contact), within what one identity, one network and the disk may hold; and the sweep that
 * deletes what is past its retention.
 */
export const recordingsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, db, clock, secrets, trustedContacts } = app;
    const timestamper = createChainTimestamper({
      db,
      urls: config.evidence.tsaUrls,
      clock,
      log: app.log,
    });
    const recordings = createRecordingsService({
      db,
      store: app.footageStore,
      key: secrets.recordingKey,
      signer: secrets.evidenceSigner,
      timestamper,
      evidenceLog: app.evidenceLog,
      retentionDays: config.recordings.retentionDays,
      clock,
      log: app.log,
      deletion: {
        delayDays: config.recordings.deleteDelayDays,
        pins: app.pins,
        decoys: app.decoys,
        shownContacts: async (userId) => (await trustedContacts.shownConfirmedCount(userId)).count,
        keys: {
          hash: (id, code) => secrets.phoneKeys.hashCode(`recording deletion:${id}`, code),
          matches: (id, code, hash) =>
            secrets.phoneKeys.isCodeMatch(`recording deletion:${id}`, code, hash),
        },
        notices: createDeletionNotices({
          sms: app.sms.for('recording_deletion'),
          log: app.log,
          // Only contacts who confirmed, through the same per-number budget.
          contactNumbersOf: (userId) => trustedContacts.confirmedPhones(userId),
          numbersToWarnOf: async (userId) =>
            (await trustedContacts.toWarn(userId)).map((contact) => contact.phone),
        }),
      },
      metrics: createRecordingsMetrics(app.metrics.registry, {
        unfinishedUploads: () =>
          countUnfinishedRecordings(db).catch((error: unknown) => {
            app.metrics.infrastructure.databaseError('scrape');
            throw error;
          }),
      }),
    });
    const stopSweep = startRetentionSweep(
      recordings,
      app.log,
      app.appDeps.recordingRetentionSweepMs,
    );
    app.addHook('preClose', async () => {
      stopSweep();
      // The chain heads being timestamped finish (each request has a timeout).
      await timestamper.idle();
    });
    // One guard for everything that fills DATA_DIR's disk or the bucket: the evidence layer
    // keeps priority.
    const storageGuard = createStorageGuard({
      db,
      dataDir: config.dataDir,
      limits: config.recordings.storage,
      ipv4Prefix: config.addressGroupIpv4Prefix,
      log: app.log,
      ...(app.appDeps.freeDiskBytes === undefined ? {} : { freeBytes: app.appDeps.freeDiskBytes }),
      ...bucketRoom(config.recordings.store, db),
    });
    const custody = createCustodyService({ db, clock });
    app.decorate('recordings', recordings);
    app.decorate('custody', custody);
    app.decorate('storageGuard', storageGuard);
    await app.register(recordingsRoutes, { recordingsService: recordings, custody, storageGuard });
  },
  {
    name: 'recordings',
    dependencies: [
      'database',
      'footage-store',
      'secrets',
      'sms',
      'pins',
      'decoy',
      'trusted-contacts',
      'metrics',
      'evidence-log',
    ],
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    recordings: RecordingsService;
    custody: CustodyService;
    storageGuard: StorageGuard;
  }
}
