import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { commandDir, ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { type DatabaseHandle, openDatabase } from './db/database';
import { prepareLawImport, writeLawImport } from './features/law-notifications/law-import';
import { LawFileError, parseStatusAsOf } from './features/law-notifications/law-record-file';

/**
 * `npm run laws:import -- FILE [--status-as-of YYYY-MM-DD]`: adds or replaces law notifications
 * from a JSON file shaped like apps/server/data/policing_law_notifications_seed.json, in the
 * database the server's configuration names (DATA_DIR or DATABASE_URL, as for `npm start`).
 */
const USAGE = `Usage: npm run laws:import -- FILE [--status-as-of YYYY-MM-DD]

FILE is a JSON array of law records shaped like apps/server/data/policing_law_notifications_seed.json.
Records with an existing id are replaced. --status-as-of dates the statuses of records that have
no status_as_of of their own. The whole file is checked first and written in one transaction:
a bad file changes nothing.`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readArguments(): { file: string; statusAsOf: string | null } {
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: { 'status-as-of': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    fail(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (parsed.values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const [file, ...extra] = parsed.positionals;
  if (file === undefined || extra.length > 0) fail(USAGE);
  const statusAsOf = parsed.values['status-as-of'];
  return { file, statusAsOf: statusAsOf === undefined ? null : parseStatusAsOf(statusAsOf) };
}

async function main(): Promise<void> {
  const dir = commandDir(process.env);
  const { file, statusAsOf } = readArguments();
  const path = resolve(dir, file);
  // Checked before the database is opened: a bad file never waits on a migration or a lock.
  const { rows, byState } = await prepareLawImport(path, { now: new Date(), statusAsOf });
  const config = loadConfig(process.env, dir);
  const database: DatabaseHandle = await openDatabase(config.database, config.dataDir);
  try {
    const written = await writeLawImport(database.db, rows);
    const states = Object.entries(byState)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([state, count]) => `${state} ${count}`)
      .join(', ');
    process.stdout.write(`Imported ${written} law notifications from ${path} (${states}).\n`);
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  const isExpected =
    error instanceof LawFileError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError;
  // Expected failures are a sentence; anything else keeps its stack for a bug report.
  console.error(isExpected ? error.message : error);
  fail('Nothing was imported.');
}
