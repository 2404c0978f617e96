import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openPostgresDatabase } from '../db/postgres-database';

const TEST_DATABASE_PREFIX = 'redzone_test';
const NAME_RANDOM_BYTES = 4;

/**
 * Creates this run's own database from TEST_DATABASE_URL (the server's admin connection),
 * migrates it once before test files start in parallel, and drops it when the run ends. Only the
 * database created here is ever dropped.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    project.provide('testDatabase', { driver: 'postgres', url: null });
    return;
  }
  const name = `${TEST_DATABASE_PREFIX}_${process.pid}_${randomBytes(NAME_RANDOM_BYTES).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const migrated = await openPostgresDatabase(url.toString());
  await migrated.close();
  project.provide('testDatabase', { driver: 'postgres', url: url.toString() });

  return async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
}
