import { bearingDegrees, distanceMiles, type Point } from '@redzone/contract';

// The compass rule lives in the contract: the urgent alert says which way too.
export { bearingDegrees, type CompassPoint, compassPoint } from '@redzone/contract';

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

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
