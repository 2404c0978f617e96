import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { checkNothingLeftBehind } from './copy-marker';
import { createFileFootageStore } from './file-footage-store';
import type { FootageStore } from './footage-store';
import { withStoreMetrics } from './footage-store.metrics';

/**
 * The footage store RECORDING_STORE names: DATA_DIR/recordings, or an S3 bucket. A bucket that
 * is down at start does not stop the server: alerts must work without it, and chunks are
 * refused with 503 until it answers.
 */
export const footageStorePlugin = fp(
  async (app: FastifyInstance) => {
    const { store, dir } = app.config.recordings;
    let footageStore: FootageStore;
    if (store.kind === 'file') {
      footageStore = createFileFootageStore(dir);
    } else {
      await checkNothingLeftBehind(dir, store);
      // The SDK is loaded only for a bucket: `npm start` on the disk does not pay for it.
      const { checkS3Region, createS3Client } = await import('./s3-client');
      const { createS3FootageStore } = await import('./s3-footage-store');
      const client = createS3Client(store);
      await checkS3Region(client);
      footageStore = createS3FootageStore({
        client,
        bucket: store.bucket,
        prefix: store.prefix,
        objectLockDays: store.objectLockDays,
        ...(app.appDeps.footageStoreDeadlineMs === undefined
          ? {}
          : { deadlineMs: app.appDeps.footageStoreDeadlineMs }),
      });
      app.log.info({ bucket: store.bucket, prefix: store.prefix }, 'footage is kept in a bucket');
    }
    footageStore = withStoreMetrics(footageStore, app.metrics.registry);
    app.decorate('footageStore', footageStore);
    app.addHook('onClose', () => footageStore.close());
  },
  { name: 'footage-store', dependencies: ['app-context', 'metrics'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    footageStore: FootageStore;
  }
}
