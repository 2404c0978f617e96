import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, type AppDeps, buildApp } from '../app';
import { loadConfig } from '../config';
import { testDatabaseUrl } from './test-database';

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-to-sign';

/**
 * The real app on the test database, in a temporary DATA_DIR removed on close. The web app dir
 * is empty unless a test passes WEB_DIST_DIR, so results do not depend on a web build.
 */
export async function createTestApp(env: NodeJS.ProcessEnv = {}, deps: AppDeps = {}): Promise<App> {
  const dataDir = await mkdtemp(join(tmpdir(), 'redzone-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: testDatabaseUrl(),
    SESSION_SECRET: TEST_SESSION_SECRET,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    WEB_DIST_DIR: join(dataDir, 'no-web-app'),
    ...env,
  });
  const app = await buildApp(config, deps);
  app.addHook('onClose', () => rm(dataDir, { recursive: true, force: true }));
  return app;
}
