import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openPostgresDatabase } from '../db/postgres-database';

const TEST_DATABASE_PREFIX = 'redzone_test';
const NAME_RANDOM_BYTES = 4;

/**
 * Creates this run's own database from TEST_DATABASE_URL (the server's admin connection) and
 * migrates it once before test files start in parallel; each file then works on its own copy of
 * it (postgres-file-database.ts). It is dropped when the run ends. Only databases created by this
 * run are ever dropped.
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
  project.provide('testDatabase', { driver: 'postgres', url: url.toString(), adminUrl });

  return async () => {
    // A file that was stopped mid-run (a timeout, a killed worker) leaves its copy behind.
    const copies = await admin<{ datname: string }[]>`
      select datname from pg_database where datname like ${`${name}_f_%`}`;
    for (const { datname } of copies) {
      await admin.unsafe(`drop database if exists "${datname}" with (force)`);
    }
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
}
