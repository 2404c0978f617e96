import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { alerts, identities } from '../../apps/server/src/db/schema';
import { HELLO_PATH, type Ready, type Start } from './protocol';

/**
 * The Red Zone server as `npm start` runs it (production mode, logging off, PGlite in a
 * temporary DATA_DIR), in its own process so the load generator never shares its event loop,
 * with one extra route: Fastify's hello world, the baseline the alert list is measured against.
 */
const start = await new Promise<Start>((resolve) =>
  process.once('message', (message) => resolve(message as Start)),
);

const dataDir = await mkdtemp(join(tmpdir(), 'redzone-bench-alerts-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: '0',
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SMS_PROVIDER: 'console',
  WEB_DIST_DIR: join(dataDir, 'no-web-app'),
  // Given, not generated: the rows below are seeded before the app starts, and the server
  // refuses to mint a secret the stored rows would no longer match.
  SESSION_SECRET: randomBytes(32).toString('hex'),
});
const database = await openDatabase(config.database, config.dataDir);

// Active alerts from distinct people, created over the last hour (none near expiry).
const now = Date.now();
const people = start.alerts.map(() => ({ id: `user-${now}-${randomUUID().slice(0, 8)}` }));
await database.db.insert(identities).values(people);
await database.db.insert(alerts).values(
  start.alerts.map((point, i) => ({
    id: randomUUID(),
    userId: people[i]?.id ?? '',
    latitude: point.latitude,
    longitude: point.longitude,
    location: `${100 + i} Main St, Springfield`,
    description: 'Traffic stop, officer yelling',
    createdAt: new Date(now - (i % 60) * 60_000),
  })),
);

// The list's own cost is measured: its limits (30 a minute a session) are raised out of the way,
// the limiter still checked on every request.
const app = await buildApp(config, {
  database,
  alertListRateLimit: { perSession: 1e9, perAddress: 1e9 },
});
app.get(HELLO_PATH, async () => ({ hello: 'world' }));
await app.listen({ host: config.host, port: config.port });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
process.send?.({ port: address.port } satisfies Ready);

const stop = async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('message', () => void stop());
process.once('disconnect', () => void stop());
