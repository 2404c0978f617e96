import {
  type Alert,
  alertRadiusYards,
  distanceMiles,
  type Point,
  yardsToMiles,
} from '@redzone/contract';
import type { Receipt } from './load-protocol';

/** The observers within `radiusYards` of `center`: haversine with the spec's earth radius. */
export function observersWithin(center: Point, radiusYards: number, observers: Point[]): number[] {
  const radiusMiles = yardsToMiles(radiusYards);
  const found: number[] = [];
  observers.forEach((position, index) => {
    if (distanceMiles(center, position) <= radiusMiles) found.push(index);
  });
  return found;
}

/**
 * The observers an alert, as the server answered it, must reach by the contract's rule (radius
 * from the responder count): the live hub's question, asked independently.
 */
export function recipientsOf(alert: Alert, observers: Point[]): number[] {
  const radiusYards = alertRadiusYards(alert.observersCount);
  if (radiusYards !== alert.radiusYards) {
    throw new Error(`alert ${alert.id}: radius ${alert.radiusYards}, contract says ${radiusYards}`);
  }
  return observersWithin(alert, radiusYards, observers);
}

export interface DeliveryCheck {
  expected: number;
  delivered: number;
  /** In range and never told. */
  missing: number;
  /** Told but out of range, or told of an alert nobody posted. */
  unexpected: number;
  /** Told more than once. */
  duplicates: number;
}

/** Every observer in range got each alert exactly once, and nobody else got it. */
export function checkDeliveries(
  posted: { alert: Alert; recipients: number[] }[],
  receipts: Receipt[],
): DeliveryCheck {
  const told = new Map<string, Map<number, number>>();
  for (const { alertId, observer } of receipts) {
    let byObserver = told.get(alertId);
    if (byObserver === undefined) {
      byObserver = new Map();
      told.set(alertId, byObserver);
    }
    byObserver.set(observer, (byObserver.get(observer) ?? 0) + 1);
  }
  const check: DeliveryCheck = {
    expected: 0,
    delivered: receipts.length,
    missing: 0,
    unexpected: 0,
    duplicates: 0,
  };
  for (const { alert, recipients } of posted) {
    const byObserver = told.get(alert.id) ?? new Map<number, number>();
    told.delete(alert.id);
    check.expected += recipients.length;
    const inRange = new Set(recipients);
    for (const observer of recipients) if (!byObserver.has(observer)) check.missing += 1;
    for (const [observer, times] of byObserver) {
      if (!inRange.has(observer)) check.unexpected += 1;
      if (times > 1) check.duplicates += times - 1;
    }
  }
  for (const strays of told.values()) check.unexpected += strays.size;
  return check;
}

export function isCorrect(check: DeliveryCheck): boolean {
  return check.missing === 0 && check.unexpected === 0 && check.duplicates === 0;
}
