import {
  DEPARTMENT_TYPES,
  gradeHalfPoints,
  OFFICER_GRADES,
  OFFICER_RANKS,
} from '@redzone/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/database';
import { selectRows } from '../../apps/server/src/db/select-rows';
import { officerSearchColumns } from '../../apps/server/src/features/officers/officer-search-text';
import { CITIES, FIRST_NAMES, LAST_NAMES, REPORT_DESCRIPTIONS, REPORT_TITLES } from './names';

/**
 * Loads the benchmark's officers and reports with a few set-based SQL statements (generate_series),
 * not through the API: a million POSTs would take hours and measure nothing the search does.
 * Every value is a deterministic function of the row number (hashint8), so a run on PGlite and
 * one on PostgreSQL search the same data. The search columns are written the way the server
 * writes them (officer-search-text.ts), and `checkSearchColumns` proves it on a sample.
 */

export const SEED_REPORTER_COUNT = 20_000;

function textArray(values: readonly string[]): SQL {
  return sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`);
}

/** A uniform number in [0, 1) from the row number and a salt, the same on every engine. */
function uniform(row: string, salt: number): string {
  return `((hashint8(${row} * 31 + ${salt}) & 2147483647)::float8 / 2147483648)`;
}

/** Picks from a literal array by a uniform number. */
function pick(array: SQL, length: number, u: string): SQL {
  return sql`(${array})[1 + floor(${sql.raw(u)} * ${sql.raw(String(length))})::int]`;
}

export interface SeedTimings {
  officersMs: number;
  reportsMs: number;
  aggregatesMs: number;
  /** Building the indexes and checking the foreign keys. */
  indexesMs: number;
  analyzeMs: number;
}

/**
 * The secondary indexes of the two tables, as the migrations made them. They are dropped for the
 * load and built again from these very definitions: one bulk build is many times faster than
 * 1.1 million row-by-row index updates, and the search then runs on the migrations' indexes.
 */
async function takeIndexesOff(db: Database): Promise<string[]> {
  const indexes = await selectRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
      where schemaname = 'public' and tablename in ('officers', 'officer_reports')
        and indexname not like '%_pkey' order by indexname`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  return indexes.map((index) => index.definition);
}

/**
 * The reports' foreign keys, likewise: added back after the load, PostgreSQL checks every row
 * in one join instead of two lookups per insert. The data is checked all the same.
 */
async function takeReportForeignKeysOff(db: Database): Promise<string[]> {
  const keys = await selectRows<{ name: string; definition: string }>(
    db,
    sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = 'officer_reports'::regclass and contype = 'f' order by conname`,
  );
  for (const key of keys) {
    await db.execute(sql.raw(`alter table officer_reports drop constraint "${key.name}"`));
  }
  return keys.map(
    (key) => `alter table officer_reports add constraint "${key.name}" ${key.definition}`,
  );
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

export async function seedOfficers(
  db: Database,
  counts: { officers: number; reports: number },
): Promise<SeedTimings> {
  const departments = DEPARTMENT_TYPES.map((d) => d.template);
  const cityIndex = `(1 + floor(power(${uniform('g', 3)}, 1.7) * ${CITIES.length})::int)`;
  await db.execute(sql`
    insert into identities (id, created_at, phone_verified_at)
    select 'bench-reporter-' || g, now(), now() from generate_series(1, ${SEED_REPORTER_COUNT}) g`);

  const indexDefinitions = await takeIndexesOff(db);
  const foreignKeys = await takeReportForeignKeysOff(db);
  const officersMs = await timed(() =>
    db.execute(sql`
    insert into officers (id, first_name, last_name, full_name, badge_number, rank, department,
      city, state, search_text, name_words, name_prefixes, created_at)
    select id, first_name, last_name, full_name, badge_number, rank, department, city, state,
      ' ' || trim(regexp_replace(lower(full_name || ' ' || badge_number || ' ' || department),
        '[^a-z0-9]+', ' ', 'g')) || ' ',
      array(select distinct w from unnest(string_to_array(lower(full_name), ' ')) w),
      array(select distinct left(w, n) from unnest(string_to_array(lower(full_name), ' ')) w,
        generate_series(1, length(w)) n),
      now()
    from (
      select 'bench-officer-' || g as id, f as first_name, l as last_name, f || ' ' || l as full_name,
        lpad(((g * 7919) % 1000003)::text, 6, '0') as badge_number,
        ${pick(textArray(OFFICER_RANKS), OFFICER_RANKS.length, uniform('g', 4))} as rank,
        replace(replace(${pick(textArray(departments), departments.length, `power(${uniform('g', 5)}, 3)`)},
          '{city}', city), '{state}', state) as department,
        city, state
      from (
        select g,
          ${pick(textArray(FIRST_NAMES), FIRST_NAMES.length, uniform('g', 1))} as f,
          ${pick(textArray(LAST_NAMES), LAST_NAMES.length, uniform('g', 2))} as l,
          (${textArray(CITIES.map(([city]) => city))})[${sql.raw(cityIndex)}] as city,
          (${textArray(CITIES.map(([, state]) => state))})[${sql.raw(cityIndex)}] as state
        from generate_series(1::bigint, ${counts.officers}::bigint) g
      ) picked
    ) named`),
  );

  const reportsMs = await timed(() =>
    db.execute(sql`
    insert into officer_reports (id, officer_id, user_id, rating, interaction_type, title,
      description, location, incident_date, is_anonymous, created_at)
    select 'bench-report-' || g,
      'bench-officer-' || (1 + floor(power(${sql.raw(uniform('g', 11))}, 1.6) * ${counts.officers})::bigint),
      'bench-reporter-' || (1 + g % ${SEED_REPORTER_COUNT}),
      ${pick(textArray(['A+', 'A', 'A', 'B', 'B', 'B', 'C', 'C', 'D', 'D', 'F', 'F']), 12, uniform('g', 12))},
      ${pick(textArray(['traffic_stop', 'arrest', 'questioning', 'patrol', 'emergency_response', 'other']), 6, uniform('g', 13))},
      ${pick(textArray(REPORT_TITLES), REPORT_TITLES.length, uniform('g', 14))},
      ${pick(textArray(REPORT_DESCRIPTIONS), REPORT_DESCRIPTIONS.length, uniform('g', 15))},
      null,
      null,
      ${sql.raw(uniform('g', 16))} < 0.3,
      now() - (${sql.raw(uniform('g', 17))} * interval '730 days')
    from generate_series(1::bigint, ${counts.reports}::bigint) g`),
  );

  // The aggregates are derived from the reports, as the server keeps them.
  const positive = sql.raw(`'A+','A','B'`);
  const negative = sql.raw(`'D','F'`);
  const halfPoints = sql.raw(
    `case rating ${OFFICER_GRADES.map((g) => `when '${g}' then ${gradeHalfPoints(g)}`).join(' ')} end`,
  );
  const aggregatesMs = await timed(() =>
    db.execute(sql`
    update officers o set total_reports = s.total, positive_reports = s.positive,
      negative_reports = s.negative, rating_half_points = s.half_points
    from (
      select officer_id, count(*)::int as total,
        count(*) filter (where rating in (${positive}))::int as positive,
        count(*) filter (where rating in (${negative}))::int as negative,
        sum(${halfPoints})::int as half_points
      from officer_reports group by officer_id
    ) s
    where o.id = s.officer_id`),
  );
  const indexesMs = await timed(async () => {
    for (const definition of [...indexDefinitions, ...foreignKeys]) {
      await db.execute(sql.raw(definition));
    }
  });
  const analyzeMs = await timed(() => db.execute(sql`analyze`));
  return { officersMs, reportsMs, aggregatesMs, indexesMs, analyzeMs };
}

/** The server's own functions and the bulk SQL must agree, or the search would be measured on other data. */
export async function checkSearchColumns(db: Database, sample: number): Promise<void> {
  const rows = await selectRows<{
    fullName: string;
    badgeNumber: string;
    department: string;
    searchText: string;
    nameWords: string[];
    namePrefixes: string[];
  }>(
    db,
    sql`select full_name as "fullName", badge_number as "badgeNumber", department,
      search_text as "searchText", name_words as "nameWords", name_prefixes as "namePrefixes"
      from officers order by id limit ${sample}`,
  );
  const sorted = (values: string[]) => [...values].sort().join(',');
  for (const row of rows) {
    const expected = officerSearchColumns(row);
    if (
      expected.searchText !== row.searchText ||
      sorted(expected.nameWords) !== sorted(row.nameWords) ||
      sorted(expected.namePrefixes) !== sorted(row.namePrefixes)
    ) {
      throw new Error(`seeded search columns differ from the server's for ${row.fullName}`);
    }
  }
}

export interface SampledOfficer {
  id: string;
  firstName: string;
  lastName: string;
  badgeNumber: string;
  department: string;
  city: string;
  state: string;
}

/** Officers the query mix is built from: real rows, so searches find what a person would look for. */
export async function sampleOfficers(db: Database, count: number): Promise<SampledOfficer[]> {
  return selectRows<SampledOfficer>(
    db,
    sql`select id, first_name as "firstName", last_name as "lastName", badge_number as "badgeNumber",
      department, city, state
      from officers where (hashint8(substr(id, 15)::bigint) & 1023) < 16 order by id limit ${count}`,
  );
}
