import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { type App, type AppDeps, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, type DatabaseHandle, openDatabase } from '../db/database';
import { testDatabase, testDatabaseUrl } from './test-database';

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-to-sign';
/**
 * The phone key given, not generated: several apps of one test file share its database, and a
 * key generated into a fresh DATA_DIR over a database holding numbers is refused, as it would be
 * for a new instance of a deployment.
 */
export const TEST_PHONE_DATA_KEY = 'a1'.repeat(32);
/** Given for the same reason: a new key over a database holding signed acks is refused. */
export const TEST_EVIDENCE_SIGNING_KEY = 'e5'.repeat(32);

async function testConfig(env: NodeJS.ProcessEnv): Promise<Config> {
  const dataDir = await mkdtemp(join(tmpdir(), 'redzone-test-'));
  return loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: testDatabaseUrl(),
    SESSION_SECRET: TEST_SESSION_SECRET,
    PHONE_DATA_KEY: TEST_PHONE_DATA_KEY,
    EVIDENCE_SIGNING_KEY: TEST_EVIDENCE_SIGNING_KEY,
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

/** A database of the run's PostgreSQL server for one app alone, dropped by `drop`. */
async function createOwnPostgresDatabase(runUrl: string) {
  const url = new URL(runUrl);
  const name = `${url.pathname.slice(1)}_own_${randomBytes(4).toString('hex')}`;
  const admin = postgres(runUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * createTestAppWithDatabase on a database no other app writes to: on PostgreSQL a fresh one (the
 * apps of one test file otherwise share the file's database), dropped on close. For suites that
 * compare all stored data before and after a request; DATA_DIR is returned for its files.
 */
export async function createIsolatedTestApp(
  env: NodeJS.ProcessEnv = {},
  deps: AppDeps = {},
): Promise<{ app: App; db: Database; dataDir: string; database: DatabaseHandle }> {
  const runUrl = testDatabase.driver === 'postgres' ? testDatabase.url : null;
  const own = runUrl === null ? null : await createOwnPostgresDatabase(runUrl);
  try {
    const config = await testConfig(own === null ? env : { ...env, DATABASE_URL: own.url });
    const database = await openDatabase(config.database, config.dataDir);
    const app = await build(config, { ...deps, database });
    if (own !== null) app.addHook('onClose', () => own.drop());
    return { app, db: database.db, dataDir: config.dataDir, database };
  } catch (error) {
    await own?.drop();
    throw error;
  }
}
