import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { identities } from '../../apps/server/src/db/schema';
import { seedWatchers } from './seed-watchers';
import { nextParentMessage, serveParent, tellParent } from './server-protocol';

/**
 * The Red Zone server as `npm start` runs it (production mode, logging off), in its own process
 * so the load generators never share its event loop: on PGlite on disk, or as one of several
 * instances of a deployment on PostgreSQL and Redis (docs/deploy.md).
 */
const start = await nextParentMessage();
if (start.kind !== 'start') throw new Error('expected a start message');

const dataDir = await mkdtemp(join(tmpdir(), 'redzone-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: start.databaseUrl,
  REDIS_URL: start.redis?.url,
  REDIS_PREFIX: start.redis?.prefix,
  HOST: '127.0.0.1',
  HTTP_PROTOCOL: start.protocol,
  PORT: '0',
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SMS_PROVIDER: 'console',
  SESSION_SECRET: start.sessionSecret,
  // Given, as the session secret is: the creators below hold (stand-in) number hashes, and the
  // server refuses to mint a key that stored numbers would no longer match.
  PHONE_DATA_KEY: start.phoneDataKey,
  // Every simulated observer connects from 127.0.0.1: the per-address cap is
  // raised as docs/deploy.md says to behind a NAT; the global cap and per-session caps stay.
  LIVE_STREAMS_PER_ADDRESS: '100000',
  WEB_DIST_DIR: join(dataDir, 'no-web-app'),
});
const database = await openDatabase(config.database, config.dataDir);
// Verified identities written directly: hundreds of SMS verifications would only slow the set-up,
// and the alert route reads nothing but phone_verified_at (require-verified-phone.ts).
const now = new Date();
if (start.creatorIds.length > 0) {
  // On a shared database only the first instance is given them.
  await database.db.insert(identities).values(
    // A number of its own each (stood in for by a distinct hash): the
    // alert limits count per verified number, and a verified identity holds one.
    start.creatorIds.map((id) => ({
      id,
      createdAt: now,
      phoneVerifiedAt: now,
      phoneHash: `bench-${id}`,
    })),
  );
}
if (start.watchersFile !== undefined) {
  await seedWatchers(database.db, start.watchersFile, now);
}

const app = await buildApp(config, { database });
await app.listen({ host: config.host, port: config.port });
serveParent(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
tellParent({ kind: 'ready', port: address.port });
