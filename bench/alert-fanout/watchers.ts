import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import {
  type Point,
  WATCH_ZONE_H3_RESOLUTION,
  WATCH_ZONES_MAX,
  yardsToMeters,
} from '@redzone/contract';
import { cellToLatLng, getHexagonEdgeLengthAvg, greatCircleDistance, latLngToCell } from 'h3-js';
import { around, cityPlaces, seededRandom } from './city';

/**
 * The scenario: people who hold watch zones and a push subscription, most of their places
 * in the benchmark's city (half anywhere, half in its busy neighbourhoods), some far away (family
 * in another city), and where alerts happen among them.
 */
const FAR_SHARE = 0.1;
const FAR_HALF_SIDE_KM = 10;
const FAR_CITIES: Point[] = [
  { latitude: 40.7128, longitude: -74.006 },
  { latitude: 41.8781, longitude: -87.6298 },
  { latitude: 29.7604, longitude: -95.3698 },
  { latitude: 33.4484, longitude: -112.074 },
];
/** In the Mojave, where nobody holds a zone: an alert there must push to no one. */
const NOWHERE: Point = { latitude: 35.2, longitude: -116.1 };
/** An alert at a neighbourhood lands this close to its middle: the densest zones. */
const HUB_JITTER_KM = 0.2;

export interface Watcher {
  cells: string[];
  /** The browser's side of its subscription, to decrypt a sample of what it is sent. */
  ecdh: ECDH;
  authSecret: Buffer;
}

export interface ZoneAlert {
  kind: 'neighbourhood' | 'city' | 'far' | 'nowhere';
  at: Point;
}

export interface Watchers {
  people: Watcher[];
  alerts: ZoneAlert[];
  /** The people a circle newly concerns: any of their cells touches it (decision 037). */
  coveredBy(at: Point, radiusYards: number): Set<number>;
}

const EDGE_METERS = getHexagonEdgeLengthAvg(WATCH_ZONE_H3_RESOLUTION, 'm');

export function buildWatchers(options: { people: number; alerts: number; seed: number }): Watchers {
  const random = seededRandom(options.seed);
  const { hubs, anywhere, place } = cityPlaces(random);
  const farPlace = () =>
    around(FAR_CITIES[Math.floor(random() * FAR_CITIES.length)] as Point, FAR_HALF_SIDE_KM, random);
  const cellOf = ({ latitude, longitude }: Point) =>
    latLngToCell(latitude, longitude, WATCH_ZONE_H3_RESOLUTION);
  const people = Array.from({ length: options.people }, (): Watcher => {
    const count = 1 + Math.floor(random() * WATCH_ZONES_MAX);
    const cells = Array.from({ length: count }, () =>
      cellOf(random() < FAR_SHARE ? farPlace() : place()),
    );
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return { cells, ecdh, authSecret: randomBytes(16) };
  });

  const holders = new Map<string, number[]>();
  people.forEach(({ cells }, person) => {
    for (const cell of cells) holders.set(cell, [...(holders.get(cell) ?? []), person]);
  });
  const centres = [...holders.keys()].map((cell) => ({ cell, centre: cellToLatLng(cell) }));

  const kinds: ZoneAlert['kind'][] = [
    'neighbourhood',
    'neighbourhood',
    'neighbourhood',
    'neighbourhood',
    'city',
    'city',
    'city',
    'city',
    'far',
    'nowhere',
  ];
  const alerts = Array.from({ length: options.alerts }, (_, index): ZoneAlert => {
    const kind = kinds[index % kinds.length] ?? 'city';
    if (kind === 'neighbourhood') {
      const hub = hubs[Math.floor(random() * hubs.length)] as Point;
      return { kind, at: around(hub, HUB_JITTER_KM, random) };
    }
    if (kind === 'far') return { kind, at: farPlace() };
    if (kind === 'nowhere') return { kind, at: NOWHERE };
    return { kind, at: anywhere() };
  });

  return {
    people,
    alerts,
    // Every stored cell is measured, not a ring around the alert (the server's gridDisk): a cell
    // touches the circle when its centre is within the radius plus one edge (decision 037).
    coveredBy(at, radiusYards) {
      const reach = yardsToMeters(radiusYards) + EDGE_METERS;
      const covered = new Set<number>();
      for (const { cell, centre } of centres) {
        if (greatCircleDistance([at.latitude, at.longitude], centre, 'm') > reach) continue;
        for (const person of holders.get(cell) ?? []) covered.add(person);
      }
      return covered;
    },
  };
}
