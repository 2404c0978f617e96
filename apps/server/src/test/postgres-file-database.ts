import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, inject } from 'vitest';
import { testDatabase } from './test-database';

/** PostgreSQL's "source database is being accessed by other users" (the template is busy). */
const OBJECT_IN_USE = '55006';
const TEMPLATE_BUSY_RETRIES = 20;
const TEMPLATE_BUSY_WAIT_MS = 250;

/**
 * Runs before each test file of the 'server-postgres' project: the file gets its own database,
 * copied from the run's migrated template, and it is dropped when the file ends. Files run two
 * at a time; one file's app starting with its own signing key must not end the period of the key
 * another file is signing with at that moment (a shared database did, by chance of ordering).
 */
const run = inject('testDatabase');
if (
  run.driver === 'postgres' &&
  testDatabase.driver === 'postgres' &&
  run.url !== null &&
  run.adminUrl !== undefined
) {
  const template = new URL(run.url).pathname.slice(1);
  const name = `${template}_f_${randomBytes(4).toString('hex')}`;
  const admin = postgres(run.adminUrl, { max: 1, onnotice: () => {} });
  await createFromTemplate(admin, name, template);
  const url = new URL(run.url);
  url.pathname = `/${name}`;
  testDatabase.url = url.toString();
  afterAll(async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });
}

async function createFromTemplate(admin: postgres.Sql, name: string, template: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.unsafe(`create database "${name}" template "${template}"`);
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === OBJECT_IN_USE;
      if (!busy || attempt >= TEMPLATE_BUSY_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, TEMPLATE_BUSY_WAIT_MS));
    }
  }
}
