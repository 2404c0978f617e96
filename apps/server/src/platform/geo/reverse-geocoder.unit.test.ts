import { describe, expect, it } from 'vitest';
import { createOfflineGeocoder } from './reverse-geocoder';

const geocoder = createOfflineGeocoder();

describe('offline reverse geocoder', () => {
  it('places downtown Burbank in Burbank, California', () => {
    const address = geocoder.reverse(34.1808, -118.309);
    expect(address).toMatchObject({ city: 'Burbank', state: 'California' });
    expect(address?.formatted).toMatch(/^Burbank, CA 915\d\d$/);
  });

  it('places the Loop in Chicago, Illinois', () => {
    expect(geocoder.reverse(41.8819, -87.6278)).toMatchObject({
      city: 'Chicago',
      state: 'Illinois',
    });
  });

  it('tells Kansas City, Kansas from Kansas City, Missouri by the state line', () => {
    expect(geocoder.reverse(39.1141, -94.6275)).toMatchObject({
      state: 'Kansas',
      city: 'Kansas City',
    });
    expect(geocoder.reverse(39.0997, -94.5786)).toMatchObject({
      state: 'Missouri',
      city: 'Kansas City',
    });
  });

  it('answers null in the open ocean so the caller falls back to coordinates', () => {
    expect(geocoder.reverse(30, -140)).toBeNull();
  });
});
