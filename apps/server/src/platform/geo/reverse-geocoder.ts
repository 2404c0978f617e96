import type { ReverseGeocodedAddress } from '@redzone/contract';
import { createStateLocator, type StateLocator } from './state-boundaries';
import { STATE_CODES } from './state-codes';
import { createPlaceIndex, type PlaceIndex } from './us-places';

export interface ReverseGeocoder {
  /** The address of a point, or null when it is outside the US data (the caller falls back). */
  reverse(latitude: number, longitude: number): ReverseGeocodedAddress | null;
  /** Reads the shipped data now, so no request waits for it. */
  warm(): void;
}

/**
 * Offline reverse geocoding: the state from Census boundaries (so Kansas City, KS and Kansas
 * City, MO come out right), then the nearest ZIP place inside that state. No street: the shipped
 * data has none, and an invented one would be worse than none. Data loads on first use unless
 * warmed: the server warms it before it listens.
 */
export function createOfflineGeocoder(): ReverseGeocoder {
  let states: StateLocator | null = null;
  let places: PlaceIndex | null = null;
  const warm = () => {
    states ??= createStateLocator();
    places ??= createPlaceIndex();
    return { states, places };
  };
  return {
    warm,
    reverse(latitude, longitude) {
      const { states, places } = warm();
      const stateName = states.stateAt(latitude, longitude);
      const stateCode = stateName ? STATE_CODES[stateName] : undefined;
      if (!stateName || !stateCode) return null;
      const place = places.nearest(latitude, longitude, stateCode);
      if (!place) {
        return { street: '', city: '', state: stateName, zipCode: '', formatted: stateName };
      }
      return {
        street: '',
        city: place.city,
        state: stateName,
        zipCode: place.zip,
        formatted: `${place.city}, ${stateCode} ${place.zip}`,
      };
    },
  };
}
