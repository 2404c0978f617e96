import { ALERT_EXPIRY_MS, alertRadiusYards, isWithinRadius, type Point } from '@redzone/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AlertRecord } from './alert-presenter';
import { ActiveAlertsSnapshot } from './active-alerts-snapshot';
import type { AlertBusMessage } from './live-message';

function alert(id: string, minute: number, observersCount = 0): AlertRecord {
  return {
    id,
    location: '100 N Main St',
    description: 'Traffic stop',
    latitude: 41.88,
    longitude: -87.63,
    observersCount,
    createdAt: new Date(Date.UTC(2026, 10, 23, 12, minute)).toISOString(),
    userId: `user-1-${id}`,
    radiusYards: 100,
    isVip: false,
    status: 'active',
  };
}

function event(type: AlertBusMessage['type'], value: AlertRecord, recipientIds: string[] = []) {
  return { kind: 'alert', eventId: 1, type, alert: value, recipientIds } as AlertBusMessage;
}

function empty(): ActiveAlertsSnapshot {
  return new ActiveAlertsSnapshot();
}

const ids = (snapshot: ActiveAlertsSnapshot) => snapshot.rows.map((row) => row.id);

describe('applying alert events to the in-memory list', () => {
  it('keeps the newest first, whatever order alerts arrive in, and each once', () => {
    const snapshot = empty();
    snapshot.apply(event('alert.created', alert('b', 2)));
    snapshot.apply(event('alert.created', alert('a', 1)));
    snapshot.apply(event('alert.created', alert('c', 3)));
    snapshot.apply(event('alert.created', alert('c', 3)));
    expect(ids(snapshot)).toEqual(['c', 'b', 'a']);
  });

  it('takes a higher observer count and never a late lower one', () => {
    const snapshot = empty();
    snapshot.apply(event('alert.created', alert('a', 1)));
    snapshot.apply(event('alert.updated', alert('a', 1, 3)));
    snapshot.apply(event('alert.updated', alert('a', 1, 2)));
    expect(snapshot.rows[0]?.observersCount).toBe(3);
  });

  it('drops an ended alert and its recipients, and a late creation cannot bring it back', () => {
    const snapshot = empty();
    snapshot.apply(event('alert.created', { ...alert('v', 1), isVip: true }, ['u1']));
    expect(snapshot.recipientsOf('v').has('u1')).toBe(true);
    snapshot.apply(event('alert.ended', { ...alert('v', 1), status: 'ended' }));
    snapshot.apply(event('alert.created', { ...alert('v', 1), isVip: true }, ['u1']));
    expect(ids(snapshot)).toEqual([]);
    expect(snapshot.recipientsOf('v').size).toBe(0);
  });

  it('forgets expired alerts, and a late event cannot bring one back', () => {
    const snapshot = empty();
    snapshot.apply(event('alert.created', alert('old', 1)));
    snapshot.apply(event('alert.created', alert('new', 40)));
    snapshot.forgetBefore(new Date(Date.UTC(2026, 10, 23, 12, 30)));
    expect(ids(snapshot)).toEqual(['new']);
    expect(snapshot.concerning(CHICAGO, null, new Date(Date.UTC(2026, 10, 23, 13)), 10)).toEqual([
      snapshot.rows[0],
    ]);
    snapshot.apply(event('alert.created', alert('old', 1)));
    snapshot.apply(event('alert.updated', alert('old', 1, 4)));
    expect(ids(snapshot)).toEqual(['new']);
  });
});

const CHICAGO = { latitude: 41.88, longitude: -87.63 };
/** 0.001 degree of latitude is about 122 yards. */
const north = (point: Point, thousandths: number) => ({
  ...point,
  latitude: point.latitude + thousandths / 1000,
});

describe('finding the alerts that concern a point', () => {
  const now = new Date(Date.UTC(2026, 10, 23, 12, 30));

  it('gives the alerts whose radius covers the point, newest first, and VIP alerts to the viewer', () => {
    const snapshot = empty();
    snapshot.apply(event('alert.created', alert('here', 1)));
    snapshot.apply(event('alert.created', { ...alert('near', 2), ...north(CHICAGO, 0.5) }));
    snapshot.apply(event('alert.created', { ...alert('far', 3), ...north(CHICAGO, 2) }));
    snapshot.apply(
      event('alert.created', { ...alert('vip', 4), latitude: 34.05, longitude: -118.24 }, ['u1']),
    );
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    expect(ids(snapshot.concerning(CHICAGO, null, now, 10))).toEqual(['near', 'here']);
    expect(ids(snapshot.concerning(CHICAGO, 'u1', now, 10))).toEqual(['vip', 'near', 'here']);
    expect(ids(snapshot.concerning(CHICAGO, 'u1', now, 2))).toEqual(['vip', 'near']);
    // 10 observers grow the far alert's radius to 300 yards, over the 244 between them.
    snapshot.apply(event('alert.updated', { ...alert('far', 3, 10), ...north(CHICAGO, 2) }));
    expect(ids(snapshot.concerning(CHICAGO, null, now, 10))).toEqual(['far', 'near', 'here']);
    snapshot.apply(event('alert.ended', { ...alert('vip', 4), status: 'ended' }));
    expect(ids(snapshot.concerning(CHICAGO, 'u1', now, 10))).toEqual(['far', 'near', 'here']);
    const later = new Date(Date.UTC(2026, 10, 23, 12, 2) + ALERT_EXPIRY_MS);
    expect(ids(snapshot.concerning(CHICAGO, 'u1', later, 10))).toEqual(['far']);
    expect(ids(snapshot.newest(later, 10))).toEqual(['far']);
  });

  it('agrees with a test of every alert, for any alerts and any point', () => {
    const offset = fc.integer({ min: -20, max: 20 });
    const spot = fc.record({ north: offset, east: offset });
    const toPoint = ({ north: n, east: e }: { north: number; east: number }) => ({
      latitude: CHICAGO.latitude + n / 1000,
      longitude: CHICAGO.longitude + e / 1000,
    });
    const anAlert = fc.record({
      spot,
      minute: fc.integer({ min: 0, max: 59 }),
      observers: fc.integer({ min: 0, max: 400 }),
      // A later count: growing moves the alert to a wider radius's grid; a lower one is ignored.
      laterObservers: fc.integer({ min: 0, max: 400 }),
      toViewer: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(anAlert, { maxLength: 60 }), spot, (alerts, at) => {
        const snapshot = empty();
        const made = alerts.map((spec, i) => ({
          ...alert(`a${i}`, spec.minute, spec.observers),
          ...toPoint(spec.spot),
          toViewer: spec.toViewer,
          laterObservers: spec.laterObservers,
        }));
        for (const { toViewer, laterObservers, ...value } of made) {
          snapshot.apply(event('alert.created', value, toViewer ? ['viewer'] : []));
          snapshot.apply(event('alert.updated', { ...value, observersCount: laterObservers }));
        }
        const point = toPoint(at);
        const expected = made
          .filter(
            (value) =>
              value.toViewer ||
              isWithinRadius(
                value,
                point,
                alertRadiusYards(Math.max(value.observersCount, value.laterObservers)),
              ),
          )
          .map((value) => value.id)
          .sort();
        const found = snapshot.concerning(point, 'viewer', now, 1_000);
        expect(found.map((row) => row.id).sort()).toEqual(expected);
        const times = found.map((row) => row.createdAt.getTime());
        expect(times).toEqual([...times].sort((a, b) => b - a));
      }),
    );
  });
});
