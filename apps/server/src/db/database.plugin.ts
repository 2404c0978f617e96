import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startPeriodicTask } from '../platform/periodic-task';
import {
  DATA_DIR_TIGHTEN_INTERVAL_MS,
  makeDataDirPrivate,
} from '../platform/system/private-data-dir';
import { type Database, type DatabaseHandle, openDatabase } from './database';

/**
 * The database (PGlite in DATA_DIR, or PostgreSQL), opened with its migrations applied, and
 * DATA_DIR kept private: what PGlite creates is world-readable whatever the umask, so it is
 * tightened at start and again every few minutes for the files it adds. Closing the app closes
 * the database: PGlite checkpoints and the DATA_DIR lock is released.
 */
export const databasePlugin = fp(
  async (app: FastifyInstance) => {
    const { config, appDeps } = app;
    await makeDataDirPrivate(config.dataDir);
    const database = appDeps.database ?? (await openDatabase(config.database, config.dataDir));
    app.addHook('onClose', () => database.close());
    const tighten = () => makeDataDirPrivate(config.dataDir);
    await tighten();
    const stop = startPeriodicTask(tighten, {
      intervalMs: DATA_DIR_TIGHTEN_INTERVAL_MS,
      log: app.log,
      failure: 'DATA_DIR permissions not tightened',
    });
    app.addHook('onClose', async () => stop());
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'database', dependencies: ['app-context'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    db: Database;
  }
}
