import {
  AGENCY_NEARBY_MILES,
  AGENCY_RESULTS_MAX,
  type Agency,
  distanceMiles,
  type Point,
} from '@redzone/contract';
import { AGENCY_TYPE_LABELS, type DirectoryAgency } from './agency-directory';

/** Where the incident happened, as far as it is known. */
export interface IncidentPlace {
  point: Point | null;
  /** The city's name as people write it ("Burbank"); '' when unknown. */
  city: string;
  /** Two-letter code. */
  state: string;
}

/**
 * Who a report should go to, most responsible first: the city's own police, then the county's
 * (sheriff, county police, the highway patrol's county office), then other agencies near the
 * point. Distance alone would mislead: about 43% of the FBI rows sit on a county centroid.
 */
const enum Tier {
  City = 0,
  County = 1,
  Nearby = 2,
}

const sameName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

function pointOf(agency: DirectoryAgency): Point | null {
  return agency.latitude === null || agency.longitude === null
    ? null
    : { latitude: agency.latitude, longitude: agency.longitude };
}

/** The county the place is in: its city police's county, else the nearest city agency's. */
function countyOf(place: IncidentPlace, inState: DirectoryAgency[]): string | null {
  const cityAgency = inState.find((a) => a.fbiType === 'City' && sameName(a.city, place.city));
  if (cityAgency) return cityAgency.county;
  if (place.point === null) return null;
  let nearest: { county: string; miles: number } | null = null;
  for (const agency of inState) {
    const at = pointOf(agency);
    if (agency.fbiType !== 'City' || at === null) continue;
    const miles = distanceMiles(place.point, at);
    if (nearest === null || miles < nearest.miles) nearest = { county: agency.county, miles };
  }
  return nearest?.county ?? null;
}

function tierOf(agency: DirectoryAgency, place: IncidentPlace, county: string | null): Tier {
  if (agency.fbiType === 'City' && place.city !== '' && sameName(agency.city, place.city)) {
    return Tier.City;
  }
  const countyWide = agency.fbiType === 'County' || agency.fbiType === 'State Police';
  if (countyWide && county !== null && sameName(agency.county, county)) return Tier.County;
  return Tier.Nearby;
}

export function toAgency(agency: DirectoryAgency): Agency {
  const countyName = agency.county === '' ? '' : `${agency.county} County`;
  const jurisdiction =
    agency.fbiType === 'City'
      ? `${agency.city}, ${agency.state}`
      : `${countyName || agency.stateName}, ${agency.state}`;
  return {
    id: agency.id,
    name: agency.name,
    type: AGENCY_TYPE_LABELS[agency.fbiType],
    jurisdiction,
    city: agency.fbiType === 'City' ? agency.city : countyName,
    state: agency.state,
  };
}

export function nearestAgencies(directory: DirectoryAgency[], place: IncidentPlace): Agency[] {
  const inState = directory.filter((agency) => agency.state === place.state);
  const county = countyOf(place, inState);
  const ranked: { agency: DirectoryAgency; tier: Tier; miles: number }[] = [];
  for (const agency of inState) {
    const tier = tierOf(agency, place, county);
    const at = pointOf(agency);
    const miles = place.point !== null && at !== null ? distanceMiles(place.point, at) : Infinity;
    // Beyond the city and county, only what is known to be near the point.
    if (tier === Tier.Nearby && (!agency.isPrecise || miles > AGENCY_NEARBY_MILES)) continue;
    ranked.push({ agency, tier, miles });
  }
  ranked.sort(
    (a, b) => a.tier - b.tier || a.miles - b.miles || a.agency.name.localeCompare(b.agency.name),
  );
  return ranked.slice(0, AGENCY_RESULTS_MAX).map(({ agency }) => toAgency(agency));
}
