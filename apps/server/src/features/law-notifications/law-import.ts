import type { Database } from '../../db/database';
import type { NewLawNotificationRow } from '../../db/schema';
import { upsertLawNotifications } from './law-notifications.queries';
import { LAW_SEED_FILE, type LawRecord, readLawRecordFile, toLawRows } from './law-record-file';

export interface LawImportResult {
  /** Records written (inserted or replaced). */
  written: number;
  /** Records per state, for the import's report. */
  byState: Record<string, number>;
}

function countByState(records: LawRecord[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const record of records) counts[record.state] = (counts[record.state] ?? 0) + 1;
  return counts;
}

/** A validated file, ready to write; throws LawFileError when it is not. */
export async function prepareLawImport(
  path: string,
  options: { now: Date; statusAsOf: string | null },
): Promise<{ rows: NewLawNotificationRow[]; byState: Record<string, number> }> {
  const records = await readLawRecordFile(path);
  const rows = toLawRows(records, { importedAt: options.now, statusAsOf: options.statusAsOf });
  return { rows, byState: countByState(records) };
}

/** Writes every row in one transaction, replacing rows with the same id: all or nothing. */
export async function writeLawImport(db: Database, rows: NewLawNotificationRow[]): Promise<number> {
  const written = await db.transaction((tx) =>
    upsertLawNotifications(tx, rows, { onlyNewerStatus: false }),
  );
  return written.length;
}

/**
 * `npm run laws:import FILE`: validates the whole file first, then writes it in one transaction.
 * A bad file or a row the database refuses writes nothing.
 */
export async function importLawFile(
  db: Database,
  path: string,
  options: { now: Date; statusAsOf: string | null },
): Promise<LawImportResult> {
  const { rows, byState } = await prepareLawImport(path, options);
  return { written: await writeLawImport(db, rows), byState };
}

/**
 * At start-up: adds the shipped records a database lacks, and replaces a stored record only with
 * a shipped one whose status is newer, so an import is never undone by a restart. Running it
 * again writes nothing; the ids written.
 */
export async function seedLawNotifications(
  db: Database,
  options: { now: Date; file?: string },
): Promise<string[]> {
  const records = await readLawRecordFile(options.file ?? LAW_SEED_FILE);
  // Every shipped record carries the day its status was checked; none borrows a date.
  const rows = toLawRows(records, { importedAt: options.now, statusAsOf: null });
  return db.transaction((tx) => upsertLawNotifications(tx, rows, { onlyNewerStatus: true }));
}
