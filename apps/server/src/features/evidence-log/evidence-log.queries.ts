import { and, asc, desc, eq, getTableColumns, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  type EvidenceLogEntryRow,
  type EvidenceLogHeadRow,
  type EvidenceLogHeadTimestampRow,
  evidenceLogEntries,
  evidenceLogHeadTimestamps,
  evidenceLogHeads,
  type RecordingRow,
  recordings,
} from '../../db/schema';

/** Any fixed bigints, distinct from the other advisory lock keys (alerts, phone, db/). */
const APPEND_LOCK_KEY = 7_311_402_771;
const HEAD_LOCK_KEY = 7_311_402_772;

/**
 * Appends an entry at the end of the log, inside the caller's transaction: the lock is held until
 * it commits, so entries are numbered and committed in one order across instances, and a reader
 * never sees entry n + 1 without entry n. A layer already logged keeps its entry.
 */
export async function appendEntry(
  tx: Database,
  values: Omit<EvidenceLogEntryRow, 'leafIndex'>,
): Promise<EvidenceLogEntryRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(${APPEND_LOCK_KEY})`);
  const [known] = await findEntriesOf(tx, [values.layerId]);
  if (known !== undefined) return known;
  const [last] = await tx
    .select({ leafIndex: evidenceLogEntries.leafIndex })
    .from(evidenceLogEntries)
    .orderBy(desc(evidenceLogEntries.leafIndex))
    .limit(1);
  const row = { ...values, leafIndex: (last?.leafIndex ?? -1) + 1 };
  await tx.insert(evidenceLogEntries).values(row);
  return row;
}

export function findEntriesOf(db: Database, layerIds: string[]): Promise<EvidenceLogEntryRow[]> {
  if (layerIds.length === 0) return Promise.resolve([]);
  return db.select().from(evidenceLogEntries).where(inArray(evidenceLogEntries.layerId, layerIds));
}

/** The leaf hashes from `from` on, in order, at most `limit`. */
export function findLeavesFrom(
  db: Database,
  from: number,
  limit: number,
): Promise<{ leafIndex: number; leafHash: string }[]> {
  return db
    .select({ leafIndex: evidenceLogEntries.leafIndex, leafHash: evidenceLogEntries.leafHash })
    .from(evidenceLogEntries)
    .where(gte(evidenceLogEntries.leafIndex, from))
    .orderBy(asc(evidenceLogEntries.leafIndex))
    .limit(limit);
}

export async function findLatestHead(db: Database): Promise<EvidenceLogHeadRow | null> {
  const [head] = await db
    .select()
    .from(evidenceLogHeads)
    .orderBy(desc(evidenceLogHeads.treeSize))
    .limit(1);
  return head ?? null;
}

export async function findHead(db: Database, treeSize: number): Promise<EvidenceLogHeadRow | null> {
  const [head] = await db
    .select()
    .from(evidenceLogHeads)
    .where(sql`${evidenceLogHeads.treeSize} = ${treeSize}`);
  return head ?? null;
}

/** One signer at a time across instances; the caller signs only what no head covers yet. */
export async function lockHeads(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${HEAD_LOCK_KEY})`);
}

export async function insertHead(tx: Database, head: EvidenceLogHeadRow): Promise<void> {
  await tx.insert(evidenceLogHeads).values(head).onConflictDoNothing();
}

/** An authority's token over a head; a second one from the same authority is not kept. */
export async function insertHeadTimestamp(
  db: Database,
  row: EvidenceLogHeadTimestampRow,
): Promise<void> {
  await db.insert(evidenceLogHeadTimestamps).values(row).onConflictDoNothing();
}

/** The authorities' tokens over the head of `treeSize` entries, by authority. */
export function findHeadTimestamps(
  db: Database,
  treeSize: number,
): Promise<EvidenceLogHeadTimestampRow[]> {
  return db
    .select()
    .from(evidenceLogHeadTimestamps)
    .where(eq(evidenceLogHeadTimestamps.treeSize, treeSize))
    .orderBy(asc(evidenceLogHeadTimestamps.tsaUrl));
}

/** Sealed layers with no entry yet (sealed before the log existed), oldest seal first. */
export function findUnloggedSealed(db: Database, limit: number): Promise<RecordingRow[]> {
  return db
    .select(getTableColumns(recordings))
    .from(recordings)
    .leftJoin(evidenceLogEntries, eq(evidenceLogEntries.layerId, recordings.id))
    .where(and(eq(recordings.status, 'finished'), isNull(evidenceLogEntries.layerId)))
    .orderBy(asc(recordings.finishedAt), asc(recordings.id))
    .limit(limit);
}
