import { and, desc, eq, gt, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type OfficerReportRow, officerReports, type OfficerRow, officers } from '../../db/schema';
import { selectRows } from '../../db/select-rows';

/** The first half of a two-int advisory key; the second is the identity's hashtext. */
const REPORT_CREATION_LOCK_SPACE = 73_463_722;

/** The columns a search answers with: what the presenter needs, not the search columns. */
export type OfficerListRow = Omit<
  OfficerRow,
  'searchText' | 'nameWords' | 'namePrefixes' | 'createdAt'
>;

export interface PlaceFilter {
  /** Compared case-insensitively (lower() on both sides); null is no filter. */
  city: string | null;
  state: string | null;
}

export interface OfficerSearch {
  /** Normalised words (officer-search-text.ts); empty lists officers by report count. */
  tokens: string[];
  /** The whole search as a badge number, or null. */
  badge: string | null;
  place: PlaceFilter;
  limit: number;
  /** Tests lower it to take the many-matches path with a few officers. */
  rankAllMax?: number;
}

function placeConditions(place: PlaceFilter, alias: SQL): SQL[] {
  const conditions: SQL[] = [];
  if (place.state !== null) conditions.push(sql`lower(${alias}.state) = lower(${place.state})`);
  if (place.city !== null) conditions.push(sql`lower(${alias}.city) = lower(${place.city})`);
  return conditions;
}

function textArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * A word of three characters or more matches anywhere inside a word (a trigram index serves
 * '%rodr%'); a shorter one only at the start of a word (' jo'), which the same index serves from
 * its word-start trigrams. Words hold no LIKE wildcards (officer-search-text.ts).
 */
function wordPattern(token: string): string {
  return [...token].length >= 3 ? `%${token}%` : `% ${token}%`;
}

/**
 * Up to this many matching officers are ranked all together in one pass; a search matching more
 * ranks each tier on its own in report-count order instead (see officerSearchQuery).
 */
const RANK_ALL_MAX = 2000;

export async function searchOfficers(
  db: Database,
  search: OfficerSearch,
): Promise<OfficerListRow[]> {
  const query = officerSearchQuery(search);
  if (query === null) return listByReports(db, search.place, search.limit);
  return selectRows<OfficerListRow>(db, query);
}

/**
 * The ranked search as one statement (docs/decisions/016); null when there is nothing to search
 * for. Tiers, best first, then more reports, then id:
 *   4 the search is the badge number; 3 every word is a whole word of the name;
 *   2 every word starts a word of the name; 1 every word is in the name, badge or department.
 * Every tier lies inside tier 1's matches. When those are few (up to RANK_ALL_MAX), each is
 * read once and given its tier. When they are many (a word like "police"), each tier is its
 * own indexed query read in report-count order and cut at `limit`, so the search stops early
 * instead of ranking half the table. PostgreSQL's planner alone would pick report-order scans
 * for words with a thousand matches and read thousands of rows; the cap decides instead.
 */
function officerSearchQuery(search: OfficerSearch): SQL | null {
  const { tokens, badge, place, limit, rankAllMax = RANK_ALL_MAX } = search;
  const o = sql.raw('o');
  const inPlace = placeConditions(place, o);
  const where = (conditions: SQL[]) => sql.join([...conditions, ...inPlace], sql` and `);
  const isBadge = badge === null ? sql`false` : sql`o.badge_number = ${badge}`;
  if (tokens.length === 0) {
    if (badge === null) return null;
    return rankedOfficers(
      sql`select o.id, 4 as tier, o.total_reports from officers o where ${where([isBadge])}
        order by o.total_reports desc, o.id limit ${limit}`,
      limit,
    );
  }
  const words = textArray(tokens);
  const isWholeWords = sql`o.name_words @> ${words}`;
  const isWordStarts = sql`o.name_prefixes @> ${words}`;
  const isAnywhere = tokens.map((token) => sql`o.search_text like ${wordPattern(token)}`);
  const isBroad = sql`(select count from match_count) > ${rankAllMax}`;
  const tier = (rank: number, conditions: SQL[]) =>
    sql`(select o.id, ${sql.raw(String(rank))} as tier, o.total_reports from officers o
      where ${where(conditions)} and ${isBroad}
      order by o.total_reports desc, o.id limit ${limit})`;
  return sql`with matches as materialized (
      select o.id, o.total_reports,
        case when ${isBadge} then 4 when ${isWholeWords} then 3 when ${isWordStarts} then 2 else 1 end as tier
      from officers o where ${where(isAnywhere)}
      limit ${rankAllMax + 1}
    ),
    match_count as (select count(*) as count from matches) ${rankedOfficers(
      sql`(select id, tier, total_reports from matches where not ${isBroad}
          order by tier desc, total_reports desc, id limit ${limit})
        union all ${tier(4, [isBadge])}
        union all ${tier(3, [isWholeWords])}
        union all ${tier(2, [isWordStarts])}
        union all ${tier(1, isAnywhere)}`,
      limit,
      true,
    )}`;
}

/** The officers of `ranked` (id, tier, total_reports), each at its best tier, best first. */
function rankedOfficers(ranked: SQL, limit: number, isContinued = false): SQL {
  return sql`${sql.raw(isContinued ? ',' : 'with')} ranked as (${ranked}),
      best as (select id, max(tier) as tier from ranked group by id)
      select o.id, o.first_name as "firstName", o.last_name as "lastName", o.full_name as "fullName",
        o.badge_number as "badgeNumber", o.rank, o.department, o.city, o.state, o.precinct,
        o.verification_status as "verificationStatus", o.creator_user_id as "creatorUserId",
        o.total_reports as "totalReports", o.positive_reports as "positiveReports",
        o.negative_reports as "negativeReports", o.rating_half_points as "ratingHalfPoints"
      from best join officers o on o.id = best.id
      order by best.tier desc, o.total_reports desc, o.id
      limit ${limit}`;
}

const listColumns = {
  id: officers.id,
  firstName: officers.firstName,
  lastName: officers.lastName,
  fullName: officers.fullName,
  badgeNumber: officers.badgeNumber,
  rank: officers.rank,
  department: officers.department,
  city: officers.city,
  state: officers.state,
  precinct: officers.precinct,
  verificationStatus: officers.verificationStatus,
  creatorUserId: officers.creatorUserId,
  totalReports: officers.totalReports,
  positiveReports: officers.positiveReports,
  negativeReports: officers.negativeReports,
  ratingHalfPoints: officers.ratingHalfPoints,
};

/** No search words: the place's officers (or everyone's), most reported first. */
function listByReports(db: Database, place: PlaceFilter, limit: number): Promise<OfficerListRow[]> {
  const conditions = placeConditions(place, sql.raw('"officers"'));
  return db
    .select(listColumns)
    .from(officers)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(officers.totalReports), officers.id)
    .limit(limit);
}

export async function findOfficerById(db: Database, id: string): Promise<OfficerListRow | null> {
  const [row] = await db.select(listColumns).from(officers).where(eq(officers.id, id));
  return row ?? null;
}

/** The officer already filed under this badge in this department of this state, if any. */
export async function findOfficerByBadge(
  db: Database,
  key: { state: string; department: string; badgeNumber: string },
): Promise<OfficerListRow | null> {
  const [row] = await db
    .select(listColumns)
    .from(officers)
    .where(
      and(
        sql`lower(${officers.state}) = lower(${key.state})`,
        sql`lower(${officers.department}) = lower(${key.department})`,
        eq(officers.badgeNumber, key.badgeNumber),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertOfficer(
  db: Database,
  values: typeof officers.$inferInsert,
): Promise<OfficerListRow> {
  const [row] = await db.insert(officers).values(values).returning(listColumns);
  if (row === undefined) throw new Error('officer insert returned no row');
  return row;
}

/** Whether anyone but `userId` has a report on the officer (they survive any delete). */
export async function hasReportsByOthers(
  tx: Database,
  officerId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: officerReports.id })
    .from(officerReports)
    .where(and(eq(officerReports.officerId, officerId), ne(officerReports.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Deletes the officer with its creator's own reports; the foreign key refuses the delete if any
 * other report remains.
 */
export async function deleteOfficer(tx: Database, id: string, creatorId: string): Promise<void> {
  await tx
    .delete(officerReports)
    .where(and(eq(officerReports.officerId, id), eq(officerReports.userId, creatorId)));
  await tx.delete(officers).where(eq(officers.id, id));
}

/** The creator's own reports on an officer that still show. */
export async function findCreatorReportsOn(
  tx: Database,
  officerId: string,
  creatorId: string,
): Promise<OfficerReportRow[]> {
  return tx
    .select()
    .from(officerReports)
    .where(
      and(
        eq(officerReports.officerId, officerId),
        eq(officerReports.userId, creatorId),
        isNull(officerReports.withdrawnAt),
      ),
    )
    .for('update');
}

/** Held to the end of the transaction: one number's reports are counted and written in turn. */
export async function lockReportCreation(tx: Database, phoneHash: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${REPORT_CREATION_LOCK_SPACE}::int4, hashtext(${phoneHash}))`,
  );
}

/**
 * Reports by this verified number written after `since`, oldest first (the rate limits' window),
 * whichever identity it was verified on at the time.
 */
export async function findReportTimesSince(
  tx: Database,
  phoneHash: string,
  since: Date,
): Promise<{ officerId: string; createdAt: Date }[]> {
  return tx
    .select({ officerId: officerReports.officerId, createdAt: officerReports.createdAt })
    .from(officerReports)
    .where(
      and(
        eq(officerReports.authorPhoneHash, phoneHash),
        gt(officerReports.createdAt, since),
        // A withdrawn report counts as a deleted one does: not at all.
        isNull(officerReports.withdrawnAt),
      ),
    )
    .orderBy(officerReports.createdAt);
}

/**
 * Adds a report's grade to the officer's counts (negative `sign` takes it away), locking the
 * row until the transaction ends; null when the officer does not exist.
 */
export async function applyReportToOfficer(
  tx: Database,
  officerId: string,
  change: { sign: 1 | -1; isPositive: boolean; isNegative: boolean; halfPoints: number },
): Promise<OfficerListRow | null> {
  const { sign, isPositive, isNegative, halfPoints } = change;
  const [row] = await tx
    .update(officers)
    .set({
      totalReports: sql`${officers.totalReports} + ${sign}`,
      positiveReports: sql`${officers.positiveReports} + ${isPositive ? sign : 0}`,
      negativeReports: sql`${officers.negativeReports} + ${isNegative ? sign : 0}`,
      ratingHalfPoints: sql`${officers.ratingHalfPoints} + ${sign * halfPoints}`,
    })
    .where(eq(officers.id, officerId))
    .returning(listColumns);
  return row ?? null;
}

export async function insertReport(
  tx: Database,
  values: typeof officerReports.$inferInsert,
): Promise<OfficerReportRow> {
  const [row] = await tx.insert(officerReports).values(values).returning();
  if (row === undefined) throw new Error('report insert returned no row');
  return row;
}

export async function findReportsByOfficer(
  db: Database,
  officerId: string,
  limit: number,
): Promise<OfficerReportRow[]> {
  return db
    .select()
    .from(officerReports)
    .where(and(eq(officerReports.officerId, officerId), isNull(officerReports.withdrawnAt)))
    .orderBy(desc(officerReports.createdAt), officerReports.id)
    .limit(limit);
}

/** A report (a withdrawn one reads as gone); with `lock`, locked until the transaction ends. */
export async function findReport(
  tx: Database,
  id: string,
  options: { lock: boolean },
): Promise<OfficerReportRow | null> {
  const query = tx
    .select()
    .from(officerReports)
    .where(and(eq(officerReports.id, id), isNull(officerReports.withdrawnAt)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Locks the officer's row until the transaction ends (it may be gone: then nothing). */
export async function lockOfficer(tx: Database, officerId: string): Promise<void> {
  await tx
    .select({ id: officers.id })
    .from(officers)
    .where(eq(officers.id, officerId))
    .for('update');
}

export async function deleteReport(tx: Database, id: string): Promise<void> {
  await tx.delete(officerReports).where(eq(officerReports.id, id));
}

/** Out of every view and count, kept (docs/decisions/088). */
export async function withdrawReport(tx: Database, id: string, now: Date): Promise<void> {
  await tx.update(officerReports).set({ withdrawnAt: now }).where(eq(officerReports.id, id));
}

/** The identity's withdrawn reports. */
export async function findWithdrawnReportsOf(
  tx: Database,
  userId: string,
): Promise<OfficerReportRow[]> {
  return tx
    .select()
    .from(officerReports)
    .where(and(eq(officerReports.userId, userId), isNotNull(officerReports.withdrawnAt)));
}

/** Whether it was still withdrawn (and is back now). */
export async function restoreReport(tx: Database, id: string): Promise<boolean> {
  const rows = await tx
    .update(officerReports)
    .set({ withdrawnAt: null })
    .where(and(eq(officerReports.id, id), isNotNull(officerReports.withdrawnAt)))
    .returning({ id: officerReports.id });
  return rows.length > 0;
}
