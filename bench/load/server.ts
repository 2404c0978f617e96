import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { identities } from '../../apps/server/src/db/schema';
import type { FromServer, Start } from './protocol';

/** How often the server reports its memory to the load generator. */
const MEMORY_SAMPLE_MS = 1_000;
const INSERT_BATCH = 1_000;

/**
 * The Red Zone server as `npm start` runs it (production, logging off, PGlite in a temporary
 * DATA_DIR), in its own process; the alert senders are stored as verified identities first.
 */
const start = await new Promise<Start>((resolve) =>
  process.once('message', (message) => resolve(message as Start)),
);
const dataDir = await mkdtemp(join(tmpdir(), 'redzone-bench-load-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: '0',
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SMS_PROVIDER: 'console',
  SESSION_SECRET: start.sessionSecret,
  WEB_DIST_DIR: join(dataDir, 'no-web-app'),
});
const database = await openDatabase(config.database, config.dataDir);
const verifiedAt = new Date();
for (let i = 0; i < start.senderIds.length; i += INSERT_BATCH) {
  await database.db
    .insert(identities)
    .values(
      start.senderIds.slice(i, i + INSERT_BATCH).map((id) => ({ id, phoneVerifiedAt: verifiedAt })),
    );
}
const app = await buildApp(config, { database });
await app.listen({ host: config.host, port: config.port });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('not listening on TCP');

const tell = (message: FromServer) => process.send?.(message);
tell({ kind: 'ready', port: address.port });
const sampler = setInterval(() => {
  const { rss, heapUsed } = process.memoryUsage();
  tell({ kind: 'memory', rss, heapUsed });
}, MEMORY_SAMPLE_MS);

const stop = async () => {
  clearInterval(sampler);
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('message', () => void stop());
process.once('disconnect', () => void stop());
