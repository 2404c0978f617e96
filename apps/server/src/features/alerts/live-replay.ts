import {
  ALERT_EXPIRY_MS,
  ALERT_LIST_LIMIT,
  LIVE_EVENTS_REPLAY_MAX,
  LIVE_EVENTS_REPLAY_WINDOW_MS,
} from '@redzone/contract';
import type { Database } from '../../db/database';
import { toAlert } from './alert-presenter';
import {
  findActiveAlerts,
  findEventsAfter,
  findLastEventsUpTo,
  findLatestEventId,
  findRecipientIds,
} from './alerts.queries';
import { coverageBox } from '../../platform/geo/coverage-box';
import type { AlertBusMessage } from './live-message';
import { concerns, type Viewer } from './live-targeting';

/** Where a new stream starts and what it is assumed to know already. */
export interface ReplayPlan {
  /** The stream's Last-Event-ID once the plan is applied. */
  startId: number;
  /** A fresh stream is given the current id at once, so even its first reconnect resumes. */
  isFresh: boolean;
  delivered: string[];
  finished: string[];
  /** Missed events that may concern the viewer, oldest first. */
  events: AlertBusMessage[];
}

export type ConcerningAlert = Pick<AlertBusMessage, 'alert' | 'recipientIds'>;

/**
 * Active alerts that concern the viewer now (a VIP alert to them, or one covering them), oldest
 * first, read from the database.
 */
export async function findConcerningAlerts(
  db: Database,
  viewer: Viewer,
  now: Date,
): Promise<ConcerningAlert[]> {
  const rows = await findActiveAlerts(db, {
    since: new Date(now.getTime() - ALERT_EXPIRY_MS),
    limit: ALERT_LIST_LIMIT,
    near: viewer.position && coverageBox(viewer.position),
    viewerId: viewer.userId,
  });
  const nowMs = now.getTime();
  return rows
    .map((row) => ({
      alert: toAlert(row, now),
      recipientIds: row.isRecipient ? [viewer.userId] : [],
    }))
    .filter(({ alert, recipientIds }) => concerns(viewer, alert, recipientIds, nowMs))
    .reverse();
}

/**
 * A reconnect with Last-Event-ID L: the events after L that may concern the viewer (the newest
 * LIVE_EVENTS_REPLAY_MAX of the replay window), and what the stream knew at L, judged with the
 * viewer's current position: each replayed alert as its last event up to L described it, and every
 * other alert concerning the viewer now (it has not changed since L, so the client has it).
 */
export async function planReplay(
  db: Database,
  viewer: Viewer,
  lastEventId: number | null,
  now: Date,
): Promise<ReplayPlan> {
  const latestId = await findLatestEventId(db);
  // An id from the future belongs to another database (a reset): start over.
  if (lastEventId === null || lastEventId > latestId) {
    return { startId: latestId, isFresh: true, delivered: [], finished: [], events: [] };
  }
  const nowMs = now.getTime();
  const rows = await findEventsAfter(db, {
    afterId: lastEventId,
    since: new Date(nowMs - LIVE_EVENTS_REPLAY_WINDOW_MS),
    viewerId: viewer.userId,
    near: viewer.position && coverageBox(viewer.position),
    limit: LIVE_EVENTS_REPLAY_MAX,
  });
  const replayedAlertIds = [...new Set(rows.map(({ alert }) => alert.id))];
  const recipients = await findRecipientIds(db, replayedAlertIds);
  const events: AlertBusMessage[] = rows.map(({ event, alert }) => ({
    kind: 'alert',
    eventId: event.id,
    type: event.type,
    alert: toAlert(alert, now, event.observersCount),
    recipientIds: recipients.get(alert.id) ?? [],
  }));

  const delivered: string[] = [];
  const finished: string[] = [];
  const replayed = new Set(replayedAlertIds);
  for (const { alert } of await findConcerningAlerts(db, viewer, now)) {
    if (!replayed.has(alert.id)) delivered.push(alert.id);
  }
  const rowsByAlert = new Map(rows.map(({ alert }) => [alert.id, alert]));
  for (const before of await findLastEventsUpTo(db, replayedAlertIds, lastEventId)) {
    const alert = rowsByAlert.get(before.alertId);
    if (alert === undefined) continue;
    if (before.type === 'alert.ended') {
      finished.push(alert.id);
      continue;
    }
    const snapshot = toAlert(alert, now, before.observersCount);
    if (concerns(viewer, snapshot, recipients.get(alert.id) ?? [], nowMs)) delivered.push(alert.id);
  }
  return { startId: lastEventId, isFresh: false, delivered, finished, events };
}
