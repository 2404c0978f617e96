import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { SERVER_ROOT } from '../../server-paths';

/** The FBI Crime Data Explorer agency list shipped in apps/server/data (see its README). */
export const AGENCIES_CSV = join(SERVER_ROOT, 'data', 'fbi_cde_agencies_2018.csv');

export const FBI_AGENCY_TYPES = [
  'City',
  'County',
  'State Police',
  'Other State Agency',
  'University or College',
  'Tribal',
  'Other',
] as const;
export type FbiAgencyType = (typeof FBI_AGENCY_TYPES)[number];

/** The FBI's type names, as a person filing a complaint would recognise the agency. */
export const AGENCY_TYPE_LABELS: Record<FbiAgencyType, string> = {
  City: 'Municipal Police',
  County: 'County Sheriff / Police',
  'State Police': 'State Police / Highway Patrol',
  'Other State Agency': 'State Agency',
  'University or College': 'Campus Police',
  Tribal: 'Tribal Police',
  Other: 'Other Agency',
};

export interface DirectoryAgency {
  /** The FBI's ORI code: stable and unique. */
  id: string;
  name: string;
  fbiType: FbiAgencyType;
  /** Derived from the name for city agencies ("Burbank Police Department" -> "Burbank"). */
  city: string;
  /** Title case, without "County" ("Los Angeles"). */
  county: string;
  /** Two-letter code. */
  state: string;
  stateName: string;
  latitude: number | null;
  longitude: number | null;
  /** False when the point is shared with other agencies: a county centroid, not the station. */
  isPrecise: boolean;
}

interface CsvRow {
  agency_name: string;
  agency_type_name: string;
  county_name: string;
  latitude: string;
  longitude: string;
  ori: string;
  state_abbr: string;
  state_name: string;
}

/** Agencies sharing one exact point from this many on are taken to sit on a centroid. */
const CENTROID_SHARE_COUNT = 3;

/** The source codes Nebraska NB (the USPS code since 1969 is NE). */
const STATE_CODE_FIXES: Record<string, string> = { NB: 'NE' };

/** What follows a city's name in a city agency's name, longest first. */
const CITY_NAME_ENDINGS =
  /\s+(Village Police Department|Township Police Department|City Police Department|Police Department|Department of Public Safety|Public Safety Department|Police Services|Police Bureau|Police|Marshal'?s Office|City Marshal|Marshal|Sheriff'?s Office|Constable)\b.*$/i;

export function cityFromAgencyName(name: string): string {
  return name.replace(CITY_NAME_ENDINGS, '').trim();
}

function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s-])([a-z])/g, (_, gap: string, letter: string) => gap + letter.toUpperCase());
}

function coordinate(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function isAgencyType(value: string): value is FbiAgencyType {
  return (FBI_AGENCY_TYPES as readonly string[]).includes(value);
}

/** Parses the CSV text; rows without a name, ORI, state or known type are skipped. */
export function parseAgencies(csv: string): DirectoryAgency[] {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as CsvRow[];
  const agencies: DirectoryAgency[] = [];
  for (const row of rows) {
    const type = row.agency_type_name.trim();
    const state = row.state_abbr.trim().toUpperCase();
    if (!row.agency_name || !row.ori || !state || !isAgencyType(type)) continue;
    const latitude = coordinate(row.latitude);
    const longitude = coordinate(row.longitude);
    const hasPoint = latitude !== null && longitude !== null;
    agencies.push({
      id: row.ori.trim(),
      name: row.agency_name.trim(),
      fbiType: type,
      city: type === 'City' ? cityFromAgencyName(row.agency_name.trim()) : '',
      county: titleCase(row.county_name.trim().replace(/\s+COUNTY$/i, '')),
      state: STATE_CODE_FIXES[state] ?? state,
      stateName: row.state_name.trim(),
      latitude: hasPoint ? latitude : null,
      longitude: hasPoint ? longitude : null,
      isPrecise: hasPoint,
    });
  }
  const sharing = new Map<string, number>();
  const pointKey = (a: DirectoryAgency) => `${a.latitude},${a.longitude}`;
  for (const agency of agencies) {
    if (agency.isPrecise) sharing.set(pointKey(agency), (sharing.get(pointKey(agency)) ?? 0) + 1);
  }
  for (const agency of agencies) {
    if (agency.isPrecise && (sharing.get(pointKey(agency)) ?? 0) >= CENTROID_SHARE_COUNT) {
      agency.isPrecise = false;
    }
  }
  return agencies;
}

let loaded: DirectoryAgency[] | null = null;

/** The shipped list, read on first use (about 18,700 agencies, a few MB). */
export function loadAgencyDirectory(): DirectoryAgency[] {
  loaded ??= parseAgencies(readFileSync(AGENCIES_CSV, 'utf8'));
  return loaded;
}
