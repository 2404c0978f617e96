import { describe, expect, it } from 'vitest';
import { alertsWithin, filterAlerts, filterNeedsPosition } from './alert-filters';

/** The observer, B, in downtown Denver. */
const B = { latitude: 39.7392, longitude: -104.9903 };
const METERS_PER_MILE = 1609.344;
const NOW = Date.parse('2025-06-01T12:00:00.000Z');
const MINUTE = 60_000;

/** A point this many meters due north of B, on the spec's sphere (earth radius 3959 mi). */
function north(meters: number) {
  const miles = meters / METERS_PER_MILE;
  return { latitude: B.latitude + (miles / 3959) * (180 / Math.PI), longitude: B.longitude };
}

function alertAt(id: string, meters: number, minutesAgo: number) {
  return { id, ...north(meters), createdAt: new Date(NOW - minutesAgo * MINUTE).toISOString() };
}

const at50m = alertAt('50 m', 50, 70);
const at600m = alertAt('600 m', 600, 20);
const at2km = alertAt('2 km', 2000, 1);
const alerts = [at2km, at600m, at50m];
const ids = (list: { id: string }[] | null) => list?.map((a) => a.id) ?? null;

describe('filterAlerts (P1 §2 filter toggle) for B with alerts at 50 m, 600 m and 2 km', () => {
  it('All Alerts keeps every alert in its order', () => {
    expect(ids(filterAlerts(alerts, 'all', B, NOW))).toEqual(['2 km', '600 m', '50 m']);
  });

  it('Within 0.5 mi keeps the 50 m and 600 m alerts (600 m is 0.37 mi)', () => {
    expect(ids(filterAlerts(alerts, 'near', B, NOW))).toEqual(['600 m', '50 m']);
  });

  it('Within 100 yds keeps only the 50 m alert (55 yards)', () => {
    expect(ids(filterAlerts(alerts, 'close', B, NOW))).toEqual(['50 m']);
  });

  it('Last Hour keeps the alerts sent in the last 60 minutes, wherever they are', () => {
    expect(ids(filterAlerts(alerts, 'recent', B, NOW))).toEqual(['2 km', '600 m']);
  });

  it('Last Hour needs no position', () => {
    expect(ids(filterAlerts(alerts, 'recent', null, NOW))).toEqual(['2 km', '600 m']);
  });

  it('answers null, not an empty list, for a distance filter when the position is unknown', () => {
    expect(filterAlerts(alerts, 'near', null, NOW)).toBeNull();
    expect(filterAlerts(alerts, 'close', null, NOW)).toBeNull();
    expect(ids(filterAlerts(alerts, 'all', null, NOW))).toEqual(['2 km', '600 m', '50 m']);
  });

  it('gives an empty list when nothing matches', () => {
    expect(filterAlerts([at2km], 'near', B, NOW)).toEqual([]);
    expect(filterAlerts([], 'all', B, NOW)).toEqual([]);
  });
});

describe('filter boundaries', () => {
  const METERS_PER_YARD = 0.9144;
  const yards = (y: number) => y * METERS_PER_YARD;

  it('Within 100 yds includes 99 yards and excludes 101 yards', () => {
    const inside = alertAt('99 yd', yards(99), 0);
    const outside = alertAt('101 yd', yards(101), 0);
    expect(ids(filterAlerts([inside, outside], 'close', B, NOW))).toEqual(['99 yd']);
  });

  it('Within 0.5 mi includes 0.49 mi and excludes 0.51 mi', () => {
    const inside = alertAt('0.49 mi', 0.49 * METERS_PER_MILE, 0);
    const outside = alertAt('0.51 mi', 0.51 * METERS_PER_MILE, 0);
    expect(ids(filterAlerts([inside, outside], 'near', B, NOW))).toEqual(['0.49 mi']);
  });

  it('Last Hour includes 59 minutes and exactly 60, excludes 61', () => {
    const list = [alertAt('59', 0, 59), alertAt('60', 0, 60), alertAt('61', 0, 61)];
    expect(ids(filterAlerts(list, 'recent', B, NOW))).toEqual(['59', '60']);
  });

  it('Last Hour keeps an alert stamped slightly after the phone clock', () => {
    const ahead = { ...north(0), id: 'ahead', createdAt: new Date(NOW + 5_000).toISOString() };
    expect(ids(filterAlerts([ahead], 'recent', B, NOW))).toEqual(['ahead']);
  });
});

describe('filterNeedsPosition', () => {
  it('is true for the two distance filters only', () => {
    expect(filterNeedsPosition('near')).toBe(true);
    expect(filterNeedsPosition('close')).toBe(true);
    expect(filterNeedsPosition('all')).toBe(false);
    expect(filterNeedsPosition('recent')).toBe(false);
  });
});

describe('alertsWithin (Home nearby list, map local alerts)', () => {
  it('keeps the alerts within the distance, nearest first, with their miles', () => {
    const result = alertsWithin(alerts, B, 1);
    expect(result.map((r) => r.alert.id)).toEqual(['50 m', '600 m']);
    expect(result[0]?.miles).toBeCloseTo(50 / METERS_PER_MILE, 9);
    expect(result[1]?.miles).toBeCloseTo(600 / METERS_PER_MILE, 9);
  });

  it('sorts every alert by distance when the limit is wide', () => {
    expect(alertsWithin(alerts, B, 5).map((r) => r.alert.id)).toEqual(['50 m', '600 m', '2 km']);
  });
});
