import {
  ACTIVE_ALERTS_CACHE_MAX,
  ACTIVE_ALERTS_CACHE_TTL_MS,
  type Alert,
  ALERT_EXPIRY_MS,
} from '@redzone/contract';
import type { Database } from '../../db/database';
import type { AlertRow } from '../../db/schema';
import { findActiveAlerts, findRecipientIds } from './alerts.queries';
import type { AlertBusMessage } from './live-message';

export interface ActiveAlertsSnapshot {
  /** Active alerts, newest first. */
  rows: AlertRow[];
  /** VIP alerts' recipients (trusted contacts), by alert id. */
  recipients: Map<string, Set<string>>;
  /** False when there were more active alerts than the cache holds: ask the database instead. */
  isComplete: boolean;
  /** Alerts known to have ended, so a late `alert.created` from another instance stays out. */
  ended: Set<string>;
}

/** The stored row an alert event describes (the event carries every column lists need). */
function rowOf(alert: Alert): AlertRow {
  return {
    id: alert.id,
    userId: alert.userId,
    latitude: alert.latitude,
    longitude: alert.longitude,
    location: alert.location,
    description: alert.description,
    observersCount: alert.observersCount,
    isVip: alert.isVip,
    status: 'active',
    createdAt: new Date(alert.createdAt),
    endedAt: null,
  };
}

/** Applies one alert event to a snapshot in place: idempotent, in any order of arrival. */
export function applyAlertEvent(snapshot: ActiveAlertsSnapshot, message: AlertBusMessage): void {
  const { alert } = message;
  const index = snapshot.rows.findIndex((row) => row.id === alert.id);
  if (message.type === 'alert.ended' || alert.status !== 'active') {
    if (index >= 0) snapshot.rows.splice(index, 1);
    snapshot.recipients.delete(alert.id);
    snapshot.ended.add(alert.id);
    return;
  }
  if (snapshot.ended.has(alert.id)) return;
  if (index >= 0) {
    const current = snapshot.rows[index];
    // Counts only grow: an older event arriving late must not take a response back.
    if (current && alert.observersCount > current.observersCount) {
      snapshot.rows[index] = { ...current, observersCount: alert.observersCount };
    }
    return;
  }
  const row = rowOf(alert);
  // Newest first: a new alert is almost always the newest, so this rarely walks far.
  let at = 0;
  while (
    at < snapshot.rows.length &&
    (snapshot.rows[at]?.createdAt ?? row.createdAt) > row.createdAt
  ) {
    at += 1;
  }
  snapshot.rows.splice(at, 0, row);
  if (message.recipientIds.length > 0) {
    snapshot.recipients.set(alert.id, new Set(message.recipientIds));
  }
  if (snapshot.rows.length > ACTIVE_ALERTS_CACHE_MAX) snapshot.isComplete = false;
}

/**
 * The active alerts of the whole deployment in memory, shared by every list request (issue 10:
 * GET /api/alerts must keep up with a hello-world route; a database read per request could not).
 * Read once, then kept current by applying every alert event this instance sees — its own writes
 * at once, every instance's through the bus — so a burst of new alerts never forces a re-read.
 * Events that arrive while a read is running are applied to its result. It is read again (in the
 * background) after ACTIVE_ALERTS_CACHE_TTL_MS, which bounds what a lost bus message could leave
 * stale.
 */
export function createActiveAlertsCache(deps: { db: Database; clock: () => Date }) {
  const { db, clock } = deps;
  let current: { snapshot: ActiveAlertsSnapshot; readAt: number } | null = null;
  let reading: { promise: Promise<ActiveAlertsSnapshot>; pending: AlertBusMessage[] } | null = null;

  async function read(): Promise<ActiveAlertsSnapshot> {
    const rows = await findActiveAlerts(db, {
      since: new Date(clock().getTime() - ALERT_EXPIRY_MS),
      limit: ACTIVE_ALERTS_CACHE_MAX + 1,
      near: null,
      viewerId: null,
    });
    const vipIds = rows.filter((row) => row.isVip).map((row) => row.id);
    const byAlert = await findRecipientIds(db, vipIds);
    return {
      rows: rows.slice(0, ACTIVE_ALERTS_CACHE_MAX),
      recipients: new Map([...byAlert].map(([id, users]) => [id, new Set(users)])),
      isComplete: rows.length <= ACTIVE_ALERTS_CACHE_MAX,
      ended: new Set(),
    };
  }

  function startReading(): Promise<ActiveAlertsSnapshot> {
    const startedAt = Date.now();
    const pending: AlertBusMessage[] = [];
    const promise = read().then((snapshot) => {
      for (const message of pending) applyAlertEvent(snapshot, message);
      current = { snapshot, readAt: startedAt };
      return snapshot;
    });
    reading = { promise, pending };
    promise
      .catch(() => {
        // The requests awaiting it get the error; the next one reads again.
      })
      .finally(() => {
        if (reading?.promise === promise) reading = null;
      });
    return promise;
  }

  return {
    get(): Promise<ActiveAlertsSnapshot> {
      if (current === null) return reading?.promise ?? startReading();
      // Kept current by the events, an aging snapshot still answers while it is read again.
      if (reading === null && Date.now() - current.readAt >= ACTIVE_ALERTS_CACHE_TTL_MS) {
        void startReading();
      }
      return Promise.resolve(current.snapshot);
    },
    /** An alert was created, answered or ended, here or on another instance. */
    apply(message: AlertBusMessage): void {
      if (current !== null) applyAlertEvent(current.snapshot, message);
      reading?.pending.push(message);
    },
  };
}

export type ActiveAlertsCache = ReturnType<typeof createActiveAlertsCache>;
