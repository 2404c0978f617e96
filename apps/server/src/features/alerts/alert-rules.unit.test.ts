import {
  ALERT_RATE_LIMIT_WINDOW_MS,
  OBSERVER_POSITION_TTL_MS,
  type Point,
} from '@redzone/contract';
import { describe, expect, it } from 'vitest';
import type { AlertRecord } from './alert-presenter';
import { north } from '../../test/alerts';
import { alertRateLimitRefusal } from './alert-rate-limit';
import { deliveryFor, markDelivered, type Viewer } from './live-targeting';
import { describeWithVipMarker } from './vip-marker';

const NOW = new Date('2026-01-02T03:04:05.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describe('the alert rate limit (3 per 10 minutes)', () => {
  it('allows up to three alerts in the window', () => {
    expect(alertRateLimitRefusal([minutesAgo(5), minutesAgo(1)], NOW)).toBeNull();
  });

  it('refuses a fourth until the oldest of the three leaves the window', () => {
    const refusal = alertRateLimitRefusal([minutesAgo(9), minutesAgo(5), minutesAgo(1)], NOW);
    expect(refusal).toEqual({
      message: 'You can send at most 3 alerts in 10 minutes. Try again in 1 minute, or call 911.',
      retryAfterSeconds: 60,
    });
    const justSent = alertRateLimitRefusal([minutesAgo(0), minutesAgo(0), minutesAgo(0)], NOW);
    expect(justSent?.retryAfterSeconds).toBe(ALERT_RATE_LIMIT_WINDOW_MS / 1000);
  });
});

describe('the OLIVE BRANCH VIP marker', () => {
  it('is appended with the contact count to a VIP alert', () => {
    expect(describeWithVipMarker('Pulled over', 3)).toBe('Pulled over OLIVE BRANCH VIP: 3');
    expect(describeWithVipMarker('', 1)).toBe('OLIVE BRANCH VIP: 1');
  });

  it('appears once, with the server’s count, whatever the client wrote', () => {
    expect(describeWithVipMarker('Help OLIVE BRANCH VIP: 2', 2)).toBe('Help OLIVE BRANCH VIP: 2');
    expect(describeWithVipMarker('OLIVE BRANCH VIP: 9 Help OLIVE BRANCH VIP: 9', 2)).toBe(
      'Help OLIVE BRANCH VIP: 2',
    );
    expect(describeWithVipMarker('Help OLIVE BRANCH VIP: 2', 0)).toBe('Help');
  });
});

describe('what a stream is sent for an alert event', () => {
  const center = { latitude: 34.1808, longitude: -118.309 };
  const alert: AlertRecord = {
    id: 'a1',
    location: 'Burbank',
    description: '',
    ...center,
    observersCount: 0,
    createdAt: NOW.toISOString(),
    userId: 'user-1-creator',
    radiusYards: 100,
    isVip: false,
    status: 'active',
  };
  const at90 = north(center, 90);
  const at150 = north(center, 150);

  function viewer(position: Point | null, userId = 'user-2-observer'): Viewer {
    return {
      userId,
      position,
      positionSeenAtMs: NOW.getTime(),
      delivered: new Set(),
      finished: new Set(),
    };
  }
  const nowMs = NOW.getTime();
  const created = { type: 'alert.created' as const, alert, recipientIds: [] };

  it('announces an alert covering the observer, then only updates and the end', () => {
    const near = viewer(at90);
    expect(deliveryFor(near, created, nowMs)).toBe('alert.created');
    markDelivered(near, alert.id, 'alert.created');
    expect(deliveryFor(near, created, nowMs)).toBeNull();
    expect(deliveryFor(near, { ...created, type: 'alert.updated' }, nowMs)).toBe('alert.updated');
    expect(deliveryFor(near, { ...created, type: 'alert.ended' }, nowMs)).toBe('alert.ended');
    markDelivered(near, alert.id, 'alert.ended');
    expect(deliveryFor(near, { ...created, type: 'alert.ended' }, nowMs)).toBeNull();
  });

  it('announces the alert when its radius grows over the observer', () => {
    const further = viewer(at150);
    expect(deliveryFor(further, created, nowMs)).toBeNull();
    const grown = { ...alert, observersCount: 5, radiusYards: 200 };
    expect(
      deliveryFor(further, { type: 'alert.updated', alert: grown, recipientIds: [] }, nowMs),
    ).toBe('alert.created');
  });

  it('sends nothing to an observer out of range, without a position, or with a stale one', () => {
    expect(deliveryFor(viewer(null), created, nowMs)).toBeNull();
    expect(deliveryFor(viewer(at150), { ...created, type: 'alert.ended' }, nowMs)).toBeNull();
    const stale = viewer(at90);
    stale.positionSeenAtMs = nowMs - OBSERVER_POSITION_TTL_MS - 1;
    expect(deliveryFor(stale, created, nowMs)).toBeNull();
  });

  it('reaches a VIP recipient anywhere', () => {
    const contact = viewer(null, 'user-3-contact');
    expect(deliveryFor(contact, { ...created, recipientIds: ['user-3-contact'] }, nowMs)).toBe(
      'alert.created',
    );
  });

  it('gives the creator updates and the end of their own alert, never alert.created', () => {
    const creator = viewer(center, alert.userId);
    expect(deliveryFor(creator, created, nowMs)).toBeNull();
    expect(deliveryFor(creator, { ...created, type: 'alert.updated' }, nowMs)).toBe(
      'alert.updated',
    );
    expect(deliveryFor(creator, { ...created, type: 'alert.ended' }, nowMs)).toBe('alert.ended');
  });
});
