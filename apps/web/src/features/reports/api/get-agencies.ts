import { type Agency, AgencyListSchema } from '@redzone/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Where the incident happened: the recording's position, or a place such as "Burbank, CA". */
export interface IncidentPlace {
  latitude: number | null;
  longitude: number | null;
  location: string | null;
}

/** The query string for a place; null when nothing is known (P1 §7: no call without a location). */
export function agenciesPath(place: IncidentPlace): string | null {
  const params = new URLSearchParams();
  if (place.latitude !== null && place.longitude !== null) {
    params.set('latitude', String(place.latitude));
    params.set('longitude', String(place.longitude));
  }
  const location = place.location?.trim() ?? '';
  if (location !== '') params.set('location', location);
  return params.size === 0 ? null : `/api/law-enforcement-agencies?${params.toString()}`;
}

export const getAgencies = (path: string): Promise<Agency[]> =>
  apiRequest(path, { schema: AgencyListSchema });

/** P1 §7 GET /api/law-enforcement-agencies: the agencies for the incident's place, ranked. */
export function useAgencies(place: IncidentPlace) {
  const path = agenciesPath(place);
  return useQuery({
    queryKey: ['/api/law-enforcement-agencies', path],
    queryFn: () => getAgencies(path ?? ''),
    enabled: path !== null,
  });
}
