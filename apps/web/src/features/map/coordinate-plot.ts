import { distanceMiles, type Point } from '@redzone/contract';

const COMPASS_POINTS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

const DEGREES_PER_COMPASS_POINT = 360 / COMPASS_POINTS.length;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
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

export interface PlotPoint {
  /** East of the center, -1 to 1. */
  x: number;
  /** South of the center (SVG's y grows downwards), -1 to 1. */
  y: number;
}

/**
 * Places points around a center on a square plot, north up, the farthest at `edge` of the
 * radius: the offline map's coordinate view. The radius grows with the square root of the
 * distance, so an alert next door does not vanish under "you" beside one a mile away; the
 * legend gives the true distances.
 */
export function plotAround(center: Point, points: readonly Point[], edge = 0.9): PlotPoint[] {
  const farthest = Math.max(0, ...points.map((p) => distanceMiles(center, p)));
  if (farthest === 0) return points.map(() => ({ x: 0, y: 0 }));
  return points.map((p) => {
    const miles = distanceMiles(center, p);
    const angle = toRadians(bearingDegrees(center, p));
    const r = Math.sqrt(miles / farthest) * edge;
    return { x: r * Math.sin(angle), y: -r * Math.cos(angle) };
  });
}
