import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { nextParentMessage, serveParent, tellParent } from './protocol';
import { checkSearchColumns, sampleOfficers, seedOfficers } from './seed-data';

/** Officers whose search columns are compared with the server's own functions after the load. */
const CHECKED_ROWS = 2_000;

/**
 * The Red Zone server as `npm start` runs it (production mode, logging off), on PGlite in a
 * temporary DATA_DIR or on the PostgreSQL database it is given, in its own process so the load
 * generator never shares its event loop. The data is loaded before the server listens.
 */
const start = await nextParentMessage();
if (start.kind !== 'start') throw new Error('expected a start message');

const dataDir = await mkdtemp(join(tmpdir(), 'redzone-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: start.databaseUrl ?? undefined,
  HOST: '127.0.0.1',
  PORT: '0',
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SMS_PROVIDER: 'console',
  WEB_DIST_DIR: join(dataDir, 'no-web-app'),
});
const database = await openDatabase(config.database, config.dataDir);
const seedTimings = await seedOfficers(database.db, start);
await checkSearchColumns(database.db, CHECKED_ROWS);
const sample = await sampleOfficers(database.db, start.sampleSize);

const app = await buildApp(config, { database });
await app.listen({ host: config.host, port: config.port });
serveParent(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
tellParent({ kind: 'ready', port: address.port, seedTimings, sample });
