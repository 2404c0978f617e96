import { type Point, WATCH_ZONE_H3_RESOLUTION, yardsToMeters } from '@redzone/contract';
import {
  cellToLatLng,
  getHexagonEdgeLengthAvg,
  greatCircleDistance,
  gridDisk,
  latLngToCell,
} from 'h3-js';

/**
 * The coarse places, on Uber's H3 grid (h3-js: a well-kept library, decision 037). A zone
 * is one resolution-8 hexagon, about 1 km across: the point a person chose is never stored.
 */

const EDGE_METERS = getHexagonEdgeLengthAvg(WATCH_ZONE_H3_RESOLUTION, 'm');

/** The cell a chosen point falls in. */
export function cellOf(point: Point): string {
  return latLngToCell(point.latitude, point.longitude, WATCH_ZONE_H3_RESOLUTION);
}

/** A cell's centre: what a person is shown of their own zone. */
export function centreOf(cell: string): Point {
  const [latitude, longitude] = cellToLatLng(cell);
  return { latitude, longitude };
}

/**
 * Every cell that touches an alert's circle: its centre within the radius plus the cell's own
 * reach (a hexagon's corners are one edge from its centre), so a zone whose edge the circle
 * crosses is told too. Cells far apart cost nothing: the ring is bounded by the largest radius.
 */
export function cellsTouching(centre: Point, radiusYards: number): string[] {
  const reachMeters = yardsToMeters(radiusYards) + EDGE_METERS;
  // Neighbouring centres are √3 edges apart; one ring more covers the rounding.
  const rings = Math.ceil(reachMeters / (EDGE_METERS * Math.sqrt(3))) + 1;
  const origin = cellOf(centre);
  const at = [centre.latitude, centre.longitude];
  return gridDisk(origin, rings).filter(
    (cell) => greatCircleDistance(at, cellToLatLng(cell), 'm') <= reachMeters,
  );
}
