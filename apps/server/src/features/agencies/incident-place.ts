import { canonicalStateName, type Point, US_STATE_CODES } from '@redzone/contract';
import type { ReverseGeocoder } from '../../platform/geo/reverse-geocoder';
import type { IncidentPlace } from './nearest-agencies';

/** "Burbank, CA", "Burbank, California 91502", "123 Main St, Burbank, CA 91502". */
export function parseCityState(text: string): { city: string; state: string } | null {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return null;
  const statePart = (parts.at(-1) ?? '').replace(/\s*\d{5}(-\d{4})?$/, '');
  const stateName = canonicalStateName(statePart);
  const city = parts.at(-2) ?? '';
  if (stateName === null || city === '') return null;
  const state = US_STATE_CODES[stateName];
  return state === undefined ? null : { city, state };
}

/** "34.1808,-118.3090" as the spec's client sends a position in the query key. */
export function parsePointText(text: string): Point | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text);
  if (match === null) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** Text wins for the city (the person's own words); the point fills in what the text lacks. */
export function resolveIncidentPlace(
  input: { point: Point | null; location: string | null },
  geocoder: ReverseGeocoder,
): IncidentPlace | null {
  const named = input.location === null ? null : parseCityState(input.location);
  if (named !== null) return { point: input.point, ...named };
  if (input.point === null) return null;
  const address = geocoder.reverse(input.point.latitude, input.point.longitude);
  const state = address === null ? undefined : US_STATE_CODES[address.state];
  if (address === null || state === undefined) return null;
  return { point: input.point, city: address.city, state };
}
