import { createRequire } from 'node:module';
import { geoBounds, geoContains } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const require = createRequire(import.meta.url);

interface StateShape {
  name: string;
  shape: Feature<Geometry, { name: string }>;
  /** [[west, south], [east, north]]: a cheap test before the exact polygon test. */
  bounds: [[number, number], [number, number]];
}

function loadStates(): StateShape[] {
  // US Census Bureau cartographic boundaries at 1:10m, as packaged by us-atlas.
  const topology = require('us-atlas/states-10m.json') as Topology<{
    states: GeometryCollection<{ name: string }>;
  }>;
  const collection = feature(topology, topology.objects.states) as FeatureCollection<
    Geometry,
    { name: string }
  >;
  return collection.features.map((shape) => ({
    name: shape.properties.name,
    shape,
    bounds: geoBounds(shape),
  }));
}

function insideBounds(bounds: StateShape['bounds'], lng: number, lat: number): boolean {
  const [[west, south], [east, north]] = bounds;
  if (lat < south || lat > north) return false;
  // A shape crossing the antimeridian (Alaska's Aleutians) has west > east.
  return west <= east ? lng >= west && lng <= east : lng >= west || lng <= east;
}

export interface StateLocator {
  /** The full state name containing the point ("Kansas"), or null outside every state. */
  stateAt(latitude: number, longitude: number): string | null;
}

export function createStateLocator(): StateLocator {
  const states = loadStates();
  return {
    stateAt(latitude, longitude) {
      const hit = states.find(
        (s) =>
          insideBounds(s.bounds, longitude, latitude) &&
          geoContains(s.shape, [longitude, latitude]),
      );
      return hit?.name ?? null;
    },
  };
}
