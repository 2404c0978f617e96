import type { Alert } from '@redzone/contract';
import { describe, expect, it } from 'vitest';
import { type ActiveAlertsSnapshot, applyAlertEvent } from './active-alerts-cache';
import type { AlertBusMessage } from './live-message';

function alert(id: string, minute: number, observersCount = 0): Alert {
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

function event(type: AlertBusMessage['type'], value: Alert, recipientIds: string[] = []) {
  return { kind: 'alert', eventId: 1, type, alert: value, recipientIds } as AlertBusMessage;
}

function empty(): ActiveAlertsSnapshot {
  return { rows: [], recipients: new Map(), isComplete: true, ended: new Set() };
}

const ids = (snapshot: ActiveAlertsSnapshot) => snapshot.rows.map((row) => row.id);

describe('applying alert events to the in-memory list', () => {
  it('keeps the newest first, whatever order alerts arrive in, and each once', () => {
    const snapshot = empty();
    applyAlertEvent(snapshot, event('alert.created', alert('b', 2)));
    applyAlertEvent(snapshot, event('alert.created', alert('a', 1)));
    applyAlertEvent(snapshot, event('alert.created', alert('c', 3)));
    applyAlertEvent(snapshot, event('alert.created', alert('c', 3)));
    expect(ids(snapshot)).toEqual(['c', 'b', 'a']);
  });

  it('takes a higher observer count and never a late lower one', () => {
    const snapshot = empty();
    applyAlertEvent(snapshot, event('alert.created', alert('a', 1)));
    applyAlertEvent(snapshot, event('alert.updated', alert('a', 1, 3)));
    applyAlertEvent(snapshot, event('alert.updated', alert('a', 1, 2)));
    expect(snapshot.rows[0]?.observersCount).toBe(3);
  });

  it('drops an ended alert and its recipients, and a late creation cannot bring it back', () => {
    const snapshot = empty();
    applyAlertEvent(snapshot, event('alert.created', { ...alert('v', 1), isVip: true }, ['u1']));
    expect(snapshot.recipients.get('v')?.has('u1')).toBe(true);
    applyAlertEvent(snapshot, event('alert.ended', { ...alert('v', 1), status: 'ended' }));
    applyAlertEvent(snapshot, event('alert.created', { ...alert('v', 1), isVip: true }, ['u1']));
    expect(ids(snapshot)).toEqual([]);
    expect(snapshot.recipients.has('v')).toBe(false);
  });
});
