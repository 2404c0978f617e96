import { ALERT_FALLBACK_LOCATION, type Point } from '@redzone/contract';

/**
 * A city for the benchmark: a 20 km square around Burbank, CA. Alerts have a 100-yard radius, so
 * observers spread evenly over it would almost never be in range (about 0.6 per alert); half of
 * them gather in neighbourhoods (busy streets, a stadium) and half of the alerts happen there,
 * which gives each alert a handful to a few dozen recipients, as in a real city.
 */
const CITY_HALF_SIDE_KM = 10;
const NEIGHBOURHOODS = 16;
const NEIGHBOURHOOD_SPREAD_KM = 0.3;
const GATHERED_SHARE = 0.5;
const KM_PER_DEGREE_LATITUDE = 111.32;

/** mulberry32: small, fast and seeded, so every run (and both servers) sees the same city. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function gaussian(random: () => number): number {
  const u = Math.max(random(), Number.MIN_VALUE);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

function offset(from: Point, northKm: number, eastKm: number): Point {
  const kmPerDegreeLongitude = KM_PER_DEGREE_LATITUDE * Math.cos((from.latitude * Math.PI) / 180);
  return {
    latitude: from.latitude + northKm / KM_PER_DEGREE_LATITUDE,
    longitude: from.longitude + eastKm / kmPerDegreeLongitude,
  };
}

export interface City {
  observers: Point[];
  alerts: Point[];
}

/** Where people and alerts are in the city: half anywhere, half near one of its neighbourhoods. */
export function cityPlaces(random: () => number): {
  hubs: Point[];
  anywhere(): Point;
  place(): Point;
} {
  const center = {
    latitude: ALERT_FALLBACK_LOCATION.latitude,
    longitude: ALERT_FALLBACK_LOCATION.longitude,
  };
  const anywhere = () => around(center, CITY_HALF_SIDE_KM, random);
  const hubs = Array.from({ length: NEIGHBOURHOODS }, anywhere);
  const nearHub = () => {
    const hub = hubs[Math.floor(random() * hubs.length)] ?? center;
    return offset(
      hub,
      gaussian(random) * NEIGHBOURHOOD_SPREAD_KM,
      gaussian(random) * NEIGHBOURHOOD_SPREAD_KM,
    );
  };
  return { hubs, anywhere, place: () => (random() < GATHERED_SHARE ? nearHub() : anywhere()) };
}

/** A point spread evenly over the square of this half side around `center`. */
export function around(center: Point, halfSideKm: number, random: () => number): Point {
  return offset(center, (random() * 2 - 1) * halfSideKm, (random() * 2 - 1) * halfSideKm);
}

export function buildCity(options: { observers: number; alerts: number; seed: number }): City {
  const { place } = cityPlaces(seededRandom(options.seed));
  return {
    observers: Array.from({ length: options.observers }, place),
    alerts: Array.from({ length: options.alerts }, place),
  };
}
