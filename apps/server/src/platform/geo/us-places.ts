import { createRequire } from 'node:module';
import { around } from 'geokdbush';
import KDBush from 'kdbush';

const require = createRequire(import.meta.url);

export interface Place {
  zip: string;
  city: string;
  /** Two-letter postal code. */
  state: string;
  latitude: number;
  longitude: number;
}

interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

/** How far from a ZIP centroid a point may be and still be named after it. */
const MAX_PLACE_DISTANCE_KM = 80;

export interface PlaceIndex {
  /** The nearest ZIP-code place, optionally only among places in one state. */
  nearest(latitude: number, longitude: number, stateCode?: string): Place | null;
}

export function createPlaceIndex(): PlaceIndex {
  // ZIP code centroids with their city names (US Census ZCTA data, packaged by `zipcodes`).
  const { codes } = require('zipcodes/lib/codes.js') as { codes: Record<string, ZipRecord> };
  const places: Place[] = Object.values(codes)
    .filter(
      (c) => c.country === 'US' && Number.isFinite(c.latitude) && Number.isFinite(c.longitude),
    )
    .map(({ zip, city, state, latitude, longitude }) => ({
      zip,
      city,
      state,
      latitude,
      longitude,
    }));
  const index = new KDBush(places.length);
  for (const p of places) index.add(p.longitude, p.latitude);
  index.finish();

  return {
    nearest(latitude, longitude, stateCode) {
      const [id] = around(
        index,
        longitude,
        latitude,
        1,
        MAX_PLACE_DISTANCE_KM,
        stateCode ? (i) => places[i]?.state === stateCode : undefined,
      );
      return id === undefined ? null : (places[id] ?? null);
    },
  };
}
