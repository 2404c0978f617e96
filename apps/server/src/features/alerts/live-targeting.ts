import {
  distanceMiles,
  type LiveEventType,
  OBSERVER_POSITION_TTL_MS,
  type Point,
  yardsToMiles,
} from '@redzone/contract';
import { latitudeDegreesFor } from '../../platform/geo/coverage-box';
import type { AlertRecord } from './alert-presenter';

/** What one event stream knows about its observer and what it has told them. */
export interface Viewer {
  userId: string;
  position: Point | null;
  positionSeenAtMs: number;
  /** Alerts this stream announced (alert.created) or that are the viewer's own. */
  delivered: Set<string>;
  /** Alerts this stream announced as ended: never mentioned again. */
  finished: Set<string>;
}

/** True when the viewer's fresh position is inside the alert's current radius. */
export function isCovered(viewer: Viewer, alert: AlertRecord, nowMs: number): boolean {
  const position = viewer.position;
  if (position === null || nowMs - viewer.positionSeenAtMs > OBSERVER_POSITION_TTL_MS) {
    return false;
  }
  const radiusMiles = yardsToMiles(alert.radiusYards);
  // A latitude gap alone longer than the radius rules the point out without trigonometry.
  if (Math.abs(position.latitude - alert.latitude) > latitudeDegreesFor(radiusMiles)) return false;
  return distanceMiles(alert, position) <= radiusMiles;
}

/** The alert is the viewer's business: a VIP alert sent to them, or one covering them. */
export function concerns(
  viewer: Viewer,
  alert: AlertRecord,
  recipientIds: readonly string[],
  nowMs: number,
): boolean {
  return recipientIds.includes(viewer.userId) || isCovered(viewer, alert, nowMs);
}

/**
 * What this stream sends for an event, if anything (DESIGN.md):
 * - alert.created the first time an active alert concerns the viewer: at creation, when its
 *   radius grows over them, or (see LiveHub) when they move into it;
 * - alert.updated to streams that were told already, and to the creator (the Observers nearby
 *   line), who never gets alert.created for their own alert;
 * - alert.ended to streams that were told, once.
 */
export function deliveryFor(
  viewer: Viewer,
  event: { type: LiveEventType; alert: AlertRecord; recipientIds: readonly string[] },
  nowMs: number,
): LiveEventType | null {
  const { alert } = event;
  // The fan-out asks every stream: most are far from a new alert, so rule them out before
  // touching their sets (with 10,000 streams, memory reads are most of the pass's cost).
  if (event.type === 'alert.created' && !concerns(viewer, alert, event.recipientIds, nowMs)) {
    return null;
  }
  if (viewer.finished.has(alert.id)) return null;
  const isKnown = viewer.delivered.has(alert.id) || alert.userId === viewer.userId;
  if (event.type === 'alert.ended') return isKnown ? 'alert.ended' : null;
  if (isKnown) return event.type === 'alert.updated' ? 'alert.updated' : null;
  if (alert.status !== 'active') return null;
  return concerns(viewer, alert, event.recipientIds, nowMs) ? 'alert.created' : null;
}

/** Records what was sent, so the next event for the alert is an update or nothing. */
export function markDelivered(viewer: Viewer, alertId: string, sent: LiveEventType): void {
  if (sent === 'alert.ended') {
    viewer.delivered.delete(alertId);
    viewer.finished.add(alertId);
  } else {
    viewer.delivered.add(alertId);
  }
}
