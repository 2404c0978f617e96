import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type CustodyLogRow, custodyLog } from '../../db/schema';

export async function findCustodyEntries(
  db: Database,
  recordingId: string,
): Promise<CustodyLogRow[]> {
  return db
    .select()
    .from(custodyLog)
    .where(eq(custodyLog.recordingId, recordingId))
    .orderBy(asc(custodyLog.seq));
}

export async function findLastCustodyEntry(
  db: Database,
  recordingId: string,
): Promise<CustodyLogRow | null> {
  const [row] = await db
    .select()
    .from(custodyLog)
    .where(eq(custodyLog.recordingId, recordingId))
    .orderBy(desc(custodyLog.seq))
    .limit(1);
  return row ?? null;
}

/** Orders appends to one recording's log, across instances (held until the transaction ends). */
export async function lockCustodyLog(db: Database, recordingId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`custody:${recordingId}`}))`);
}

export async function insertCustodyEntry(
  db: Database,
  values: typeof custodyLog.$inferInsert,
): Promise<void> {
  await db.insert(custodyLog).values(values);
}
