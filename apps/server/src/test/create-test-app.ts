import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, type AppDeps, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/database';
import { testDatabaseUrl } from './test-database';

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-to-sign';

async function testConfig(env: NodeJS.ProcessEnv): Promise<Config> {
  const dataDir = await mkdtemp(join(tmpdir(), 'redzone-test-'));
  return loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: testDatabaseUrl(),
    SESSION_SECRET: TEST_SESSION_SECRET,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    WEB_DIST_DIR: join(dataDir, 'no-web-app'),
    ...env,
  });
}

async function build(config: Config, deps: AppDeps): Promise<App> {
  const app = await buildApp(config, deps);
  app.addHook('onClose', () => rm(config.dataDir, { recursive: true, force: true }));
  return app;
}

/**
 * The real app on the test database, in a temporary DATA_DIR removed on close. The web app dir
 * is empty unless a test passes WEB_DIST_DIR, so results do not depend on a web build.
 */
export async function createTestApp(env: NodeJS.ProcessEnv = {}, deps: AppDeps = {}): Promise<App> {
  return build(await testConfig(env), deps);
}

/** createTestApp, plus the app's own database handle, for tests that check raw rows. */
export async function createTestAppWithDatabase(
  env: NodeJS.ProcessEnv = {},
  deps: AppDeps = {},
): Promise<{ app: App; db: Database }> {
  const config = await testConfig(env);
  const database = await openDatabase(config.database, config.dataDir);
  return { app: await build(config, { ...deps, database }), db: database.db };
}
