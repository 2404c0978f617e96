import {
  ALERT_MAX_RADIUS_YARDS,
  EARTH_RADIUS_MILES,
  type Point,
  yardsToMiles,
} from '@redzone/contract';

export interface CoverageBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

const MILES_PER_DEGREE = (2 * Math.PI * EARTH_RADIUS_MILES) / 360;
/** A little wider than exact, so rounding never drops an alert at its very edge. */
const MARGIN = 1.01;
/** Keeps the longitude span finite near the poles (no alert is sent from there). */
const MIN_COS_LATITUDE = 0.01;

/**
 * The latitude/longitude box holding every point within the largest alert radius (1 mile) of
 * `point`: the SQL prefilter, before the exact per-alert radius test in code.
 */
export function coverageBox(point: Point, radiusYards = ALERT_MAX_RADIUS_YARDS): CoverageBox {
  const latitudeSpan = (yardsToMiles(radiusYards) / MILES_PER_DEGREE) * MARGIN;
  const cosLatitude = Math.max(MIN_COS_LATITUDE, Math.cos((point.latitude * Math.PI) / 180));
  const longitudeSpan = latitudeSpan / cosLatitude;
  return {
    minLatitude: point.latitude - latitudeSpan,
    maxLatitude: point.latitude + latitudeSpan,
    minLongitude: point.longitude - longitudeSpan,
    maxLongitude: point.longitude + longitudeSpan,
  };
}

/** Degrees of latitude in `miles`: a cheap lower bound of distance before the haversine. */
export function latitudeDegreesFor(miles: number): number {
  return miles / MILES_PER_DEGREE;
}
