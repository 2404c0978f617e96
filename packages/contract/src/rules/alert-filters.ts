import { FILTER_CLOSE_YARDS, FILTER_NEAR_MILES, FILTER_RECENT_MS } from '../constants';
import { distanceMiles, milesToYards, type Point } from './geo';

/** P1 §2 filter toggle: All Alerts, Within 0.5 mi, Within 100 yds, Last Hour. */
export const ALERT_FILTERS = ['all', 'near', 'close', 'recent'] as const;
export type AlertFilter = (typeof ALERT_FILTERS)[number];

/** What the rules read of an alert: where and when. */
export interface PlacedAlert extends Point {
  createdAt: string;
}

/** Within 0.5 mi and Within 100 yds measure from the person's position; the others do not. */
export function filterNeedsPosition(filter: AlertFilter): boolean {
  return filter === 'near' || filter === 'close';
}

function matches(
  alert: PlacedAlert,
  filter: AlertFilter,
  position: Point | null,
  now: number,
): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'near':
      return position !== null && distanceMiles(position, alert) <= FILTER_NEAR_MILES;
    case 'close':
      return (
        position !== null && milesToYards(distanceMiles(position, alert)) <= FILTER_CLOSE_YARDS
      );
    case 'recent':
      // A server clock slightly ahead of the phone's makes a fresh alert look "in the future".
      return now - new Date(alert.createdAt).getTime() <= FILTER_RECENT_MS;
  }
}

/**
 * The alerts a filter keeps, in their order. null when the filter measures distance and the
 * position is unknown: the screen says so instead of showing an empty list that would mislead.
 */
export function filterAlerts<T extends PlacedAlert>(
  alerts: readonly T[],
  filter: AlertFilter,
  position: Point | null,
  now: number,
): T[] | null {
  if (filterNeedsPosition(filter) && position === null) return null;
  return alerts.filter((alert) => matches(alert, filter, position, now));
}

export interface AlertAtDistance<T> {
  alert: T;
  miles: number;
}

/** The alerts within `maxMiles` of the position, nearest first, each with its distance. */
export function alertsWithin<T extends Point>(
  alerts: readonly T[],
  position: Point,
  maxMiles: number,
): AlertAtDistance<T>[] {
  return alerts
    .map((alert) => ({ alert, miles: distanceMiles(position, alert) }))
    .filter(({ miles }) => miles <= maxMiles)
    .sort((a, b) => a.miles - b.miles);
}
