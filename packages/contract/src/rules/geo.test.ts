import { describe, expect, it } from 'vitest';
import {
  alertRadiusYards,
  directionsUrl,
  distanceMiles,
  formatCoordinates,
  isBuiltInPosition,
  isWithinRadius,
  mapsSearchUrl,
  mapsTextSearchUrl,
  metersToYards,
  milesToYards,
  navigationSteps,
  nearestWalkingMinutes,
  travelMinutes,
  yardsToMeters,
} from './geo';

const burbank = { latitude: 34.1808, longitude: -118.309 };
const losAngeles = { latitude: 34.0522, longitude: -118.2437 };

describe('distanceMiles (P1 §9: haversine, earth radius 3959 mi)', () => {
  it('is zero for the same point', () => {
    expect(distanceMiles(burbank, burbank)).toBe(0);
  });

  it('measures one degree of latitude as 3959 * pi / 180 miles', () => {
    const d = distanceMiles({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 });
    expect(d).toBeCloseTo((3959 * Math.PI) / 180, 9);
  });

  it('measures Burbank to downtown Los Angeles as about 9.8 miles', () => {
    expect(distanceMiles(burbank, losAngeles)).toBeGreaterThan(9.5);
    expect(distanceMiles(burbank, losAngeles)).toBeLessThan(10.1);
  });

  it('is symmetric', () => {
    expect(distanceMiles(burbank, losAngeles)).toBeCloseTo(distanceMiles(losAngeles, burbank), 12);
  });
});

describe('alertRadiusYards (P1 §9: 100 yd, +100 per 5 observers, cap 1760)', () => {
  it.each([
    [0, 100],
    [4, 100],
    [5, 200],
    [9, 200],
    [10, 300],
    [80, 1700],
    [84, 1700],
    [85, 1760],
    [1000, 1760],
  ])('gives %i observers a radius of %i yards', (observers, yards) => {
    expect(alertRadiusYards(observers)).toBe(yards);
  });

  it('treats a negative count as zero', () => {
    expect(alertRadiusYards(-3)).toBe(100);
  });
});

describe('isWithinRadius', () => {
  const north = (yards: number) => ({
    latitude: burbank.latitude + ((yards / 1760) * 180) / (3959 * Math.PI),
    longitude: burbank.longitude,
  });

  it('covers a point 99 yards away with the base radius and not one 101 yards away', () => {
    expect(isWithinRadius(burbank, north(99), 100)).toBe(true);
    expect(isWithinRadius(burbank, north(101), 100)).toBe(false);
  });

  it('covers the 150-yard point once 5 observers have grown the radius', () => {
    expect(isWithinRadius(burbank, north(150), alertRadiusYards(4))).toBe(false);
    expect(isWithinRadius(burbank, north(150), alertRadiusYards(5))).toBe(true);
  });
});

describe('travel estimate and navigation (P1 §4, §9)', () => {
  it('estimates 2.5 minutes per mile', () => {
    expect(travelMinutes(0)).toBe(0);
    expect(travelMinutes(2)).toBe(5);
    expect(travelMinutes(0.4)).toBeCloseTo(1, 12);
  });

  it('gives one you-are-here step at distance 0', () => {
    expect(navigationSteps(0)).toEqual([{ kind: 'you-are-here' }]);
  });

  it('gives go-to then arrive for any other distance', () => {
    expect(navigationSteps(0.3)).toEqual([{ kind: 'go-to', miles: 0.3 }, { kind: 'arrive' }]);
  });

  it('converts miles to yards with 1760 yards per mile', () => {
    expect(milesToYards(1)).toBe(1760);
  });

  it('converts meters and yards with 0.9144 meters per yard', () => {
    expect(yardsToMeters(100)).toBeCloseTo(91.44, 9);
    expect(metersToYards(91.44)).toBeCloseTo(100, 9);
  });
});

describe('formatCoordinates (P1 §8: coordinates with 4 decimals)', () => {
  it('rounds to four decimals', () => {
    expect(formatCoordinates({ latitude: 34.180812, longitude: -118.30899 })).toBe(
      '34.1808, -118.3090',
    );
  });
});

describe('isBuiltInPosition', () => {
  it('knows every built-in stand-in and nothing a phone would give', () => {
    expect(isBuiltInPosition({ latitude: 34.1808, longitude: -118.309 })).toBe(true);
    expect(isBuiltInPosition({ latitude: 34.2137, longitude: -118.2851 })).toBe(true);
    expect(isBuiltInPosition({ latitude: 37.7749, longitude: -122.4194 })).toBe(true);
    expect(isBuiltInPosition({ latitude: 34.18081, longitude: -118.309 })).toBe(false);
    expect(isBuiltInPosition({ latitude: 34.1808, longitude: -118.30912 })).toBe(false);
  });
});

describe('mapsTextSearchUrl', () => {
  it('searches for the typed words, encoded', () => {
    expect(mapsTextSearchUrl('5th & Main, Burbank')).toBe(
      'https://www.google.com/maps?q=5th%20%26%20Main%2C%20Burbank',
    );
  });
});

describe('mapsSearchUrl', () => {
  it('links a maps search for the exact coordinates', () => {
    expect(mapsSearchUrl(burbank)).toBe('https://www.google.com/maps?q=34.1808,-118.309');
  });
});

describe('directionsUrl (P1 §2 Navigate)', () => {
  it('asks external maps for directions to the exact coordinates', () => {
    expect(directionsUrl(burbank)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=34.1808,-118.309',
    );
  });
});

describe('nearestWalkingMinutes (the nearest responder at 3 mph)', () => {
  it('is null when no responder position is known', () => {
    expect(nearestWalkingMinutes([])).toBeNull();
  });

  it('takes the nearest responder and rounds the walk up to whole minutes', () => {
    expect(nearestWalkingMinutes([0.5, 0.19, 1])).toBe(4);
    expect(nearestWalkingMinutes([0.2])).toBe(4);
    expect(nearestWalkingMinutes([0.05])).toBe(1);
  });

  it('says 0 minutes for a responder already there', () => {
    expect(nearestWalkingMinutes([0, 0.3])).toBe(0);
  });
});
