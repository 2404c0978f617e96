import { asc, eq, getTableColumns, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  type LawNotificationRow,
  lawNotifications,
  type NewLawNotificationRow,
} from '../../db/schema';

/** 14 values a row: 500 rows stay far below PostgreSQL's 65,535 parameters a statement. */
const ROWS_PER_STATEMENT = 500;

/** Every column but the key takes the incoming value when the id exists already. */
const UPDATE_ALL = Object.fromEntries(
  Object.entries(getTableColumns(lawNotifications))
    .filter(([, column]) => !column.primary)
    .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
);

/**
 * Inserts or updates by id; the ids written. `onlyNewerStatus`: an existing row is replaced only
 * by a record whose status date is later than its own (the start-up seed must not undo an
 * import). Rows go in id order so concurrent writers lock them in the same order.
 */
export async function upsertLawNotifications(
  db: Database,
  rows: NewLawNotificationRow[],
  options: { onlyNewerStatus: boolean },
): Promise<string[]> {
  const sorted = [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const written: string[] = [];
  for (let start = 0; start < sorted.length; start += ROWS_PER_STATEMENT) {
    const batch = sorted.slice(start, start + ROWS_PER_STATEMENT);
    const result = await db
      .insert(lawNotifications)
      .values(batch)
      .onConflictDoUpdate({
        target: lawNotifications.id,
        set: UPDATE_ALL,
        setWhere: options.onlyNewerStatus
          ? sql`excluded.status_as_of > ${lawNotifications.statusAsOf}`
          : undefined,
      })
      .returning({ id: lawNotifications.id });
    written.push(...result.map((row) => row.id));
  }
  return written;
}

/**
 * Every record of a state. The service keeps those whose status changed within the window (the
 * day is read from the status text, law-status-date.ts); a state holds a handful of records.
 */
export function findStateLawNotifications(
  db: Database,
  state: string,
): Promise<LawNotificationRow[]> {
  return db
    .select()
    .from(lawNotifications)
    .where(eq(lawNotifications.state, state))
    .orderBy(asc(lawNotifications.id));
}

/**
 * The newest day any record's status was checked (YYYY-MM-DD): the data's own date, not the
 * time the server started. Null when there are no records.
 */
export async function latestLawStatusDate(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ latest: max(lawNotifications.statusAsOf) })
    .from(lawNotifications);
  return row?.latest ?? null;
}
