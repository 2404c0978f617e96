import {
  ALERT_BASE_RADIUS_YARDS,
  ALERT_FALLBACK_LOCATION,
  ALERT_MAX_RADIUS_YARDS,
  ALERT_RADIUS_GROWTH_PER_OBSERVERS,
  ALERT_RADIUS_GROWTH_YARDS,
  EARTH_RADIUS_MILES,
  GEOCODE_FALLBACK_LOCATION,
  MAP_FALLBACK_LOCATION,
  MAPS_DIRECTIONS_URL,
  MAPS_SEARCH_URL,
  METERS_PER_MILE,
  TRAVEL_MINUTES_PER_MILE,
  WALKING_MINUTES_PER_MILE,
  YARDS_PER_MILE,
} from '../constants';

export interface Point {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles, haversine with the spec's earth radius (P1 §9: 3959 mi). */
export function distanceMiles(a: Point, b: Point): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const milesToYards = (miles: number) => miles * YARDS_PER_MILE;
export const yardsToMiles = (yards: number) => yards / YARDS_PER_MILE;
/** Browsers give accuracy in meters and maps draw circles in meters; people here read yards. */
export const metersToYards = (meters: number) => milesToYards(meters / METERS_PER_MILE);
export const yardsToMeters = (yards: number) => yardsToMiles(yards) * METERS_PER_MILE;

/** P1 §9: 100 yards, +100 yards per 5 responding observers, capped at 1760 yards. */
export function alertRadiusYards(observersCount: number): number {
  const steps = Math.floor(Math.max(0, observersCount) / ALERT_RADIUS_GROWTH_PER_OBSERVERS);
  return Math.min(
    ALERT_MAX_RADIUS_YARDS,
    ALERT_BASE_RADIUS_YARDS + steps * ALERT_RADIUS_GROWTH_YARDS,
  );
}

/** True when the alert's current radius covers the point. */
export function isWithinRadius(center: Point, point: Point, radiusYards: number): boolean {
  return milesToYards(distanceMiles(center, point)) <= radiusYards;
}

/** P1 §9: estimated travel time is distance in miles x 2.5 minutes. */
export function travelMinutes(miles: number): number {
  return miles * TRAVEL_MINUTES_PER_MILE;
}

/**
 * The nearest responder's walk, in whole minutes, rounded up (a person told "4 min"
 * should not wait 5); null when no distance is known.
 */
export function nearestWalkingMinutes(distancesMiles: readonly number[]): number | null {
  if (distancesMiles.length === 0) return null;
  return Math.ceil(Math.min(...distancesMiles) * WALKING_MINUTES_PER_MILE);
}

export type NavigationStep =
  { kind: 'you-are-here' } | { kind: 'go-to'; miles: number } | { kind: 'arrive' };

/** P1 §4: a distance of 0 gives one 'you are here' step; any other gives go to, then arrive. */
export function navigationSteps(miles: number): NavigationStep[] {
  if (miles === 0) return [{ kind: 'you-are-here' }];
  return [{ kind: 'go-to', miles }, { kind: 'arrive' }];
}

/** P1 §8: a failed geocode shows the coordinates with 4 decimals. */
export function formatCoordinates(point: Point, decimals = 4): string {
  return `${point.latitude.toFixed(decimals)}, ${point.longitude.toFixed(decimals)}`;
}

/**
 * The app's built-in stand-in positions (P1 §8's alert and map fallbacks, P2 §8's state
 * fallback). None is where a person is, so no alert may be broadcast at one (the
 * stand-in sent observers to Burbank). Exact equality: a phone's fix carries more decimals than
 * these four, so a real position is not mistaken for one.
 */
const BUILT_IN_POSITIONS: readonly Point[] = [
  ALERT_FALLBACK_LOCATION,
  MAP_FALLBACK_LOCATION,
  GEOCODE_FALLBACK_LOCATION,
];

export function isBuiltInPosition(point: Point): boolean {
  return BUILT_IN_POSITIONS.some(
    (p) => p.latitude === point.latitude && p.longitude === point.longitude,
  );
}

/** A maps link that drops a pin on the point (the alert SMS to trusted contacts). */
export function mapsSearchUrl(point: Point): string {
  return `${MAPS_SEARCH_URL}${point.latitude},${point.longitude}`;
}

/** A maps search for what a person typed (a place with no coordinates). */
export function mapsTextSearchUrl(place: string): string {
  return `${MAPS_SEARCH_URL}${encodeURIComponent(place)}`;
}

/** External maps directions from wherever the person is to the point (P1 §2 Navigate). */
export function directionsUrl(point: Point): string {
  return `${MAPS_DIRECTIONS_URL}${point.latitude},${point.longitude}`;
}

const COMPASS_POINTS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

const DEGREES_PER_COMPASS_POINT = 360 / COMPASS_POINTS.length;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Initial great-circle bearing from `from` to `to`, degrees clockwise from north (0 to 360). */
export function bearingDegrees(from: Point, to: Point): number {
  const phi1 = toRadians(from.latitude);
  const phi2 = toRadians(to.latitude);
  const dLambda = toRadians(to.longitude - from.longitude);
  const y = Math.sin(dLambda) * Math.cos(phi2);
  const x = Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(dLambda);
  return (toDegrees(Math.atan2(y, x)) + 360) % 360;
}

/** The nearest of the eight compass points, so a person without a map knows which way to go. */
export function compassPoint(from: Point, to: Point): CompassPoint {
  const index = Math.round(bearingDegrees(from, to) / DEGREES_PER_COMPASS_POINT);
  return COMPASS_POINTS[index % COMPASS_POINTS.length] ?? 'N';
}
