import {
  ACTIVE_ALERTS_CACHE_MAX,
  ACTIVE_ALERTS_CACHE_TTL_MS,
  ALERT_EXPIRY_MS,
} from '@redzone/contract';
import type { Database } from '../../db/database';
import { ActiveAlertsSnapshot } from './active-alerts-snapshot';
import { findActiveAlerts, findRecipientIds } from './alerts.queries';
import type { AlertBusMessage } from './live-message';

/**
 * The active alerts of the whole deployment in memory, shared by every list request
 * (GET /api/alerts must keep up with a hello-world route; a database read per request could not).
 * Read once, then kept current by applying every alert event this instance sees — its own writes
 * at once, every instance's through the bus — so a burst of new alerts never forces a re-read.
 * Events that arrive while a read is running are applied to its result.
 *
 * When the bus may miss events (Redis), it is read again in the background after
 * ACTIVE_ALERTS_CACHE_TTL_MS, which bounds what a lost message could leave stale; so it is while
 * it holds fewer alerts than there are. With the in-memory bus nothing is missed, and a re-read
 * would only cost: under the load (thousands active) each one held the event loop for long
 * enough to triple the lists' p99. There it forgets expired alerts instead.
 */
export function createActiveAlertsCache(deps: {
  db: Database;
  clock: () => Date;
  /** EventBus.mayMissEvents of the bus that feeds `apply`. */
  mayMissEvents: boolean;
}) {
  const { db, clock, mayMissEvents } = deps;
  let current: { snapshot: ActiveAlertsSnapshot; readAt: number } | null = null;
  let forgotAt = Date.now();
  let reading: { promise: Promise<ActiveAlertsSnapshot>; pending: AlertBusMessage[] } | null = null;

  async function read(): Promise<ActiveAlertsSnapshot> {
    const rows = await findActiveAlerts(db, {
      since: new Date(clock().getTime() - ALERT_EXPIRY_MS),
      limit: ACTIVE_ALERTS_CACHE_MAX + 1,
      near: null,
      viewerId: null,
    });
    const vipIds = rows.filter((row) => row.isVip).map((row) => row.id);
    return ActiveAlertsSnapshot.fromRows(rows, await findRecipientIds(db, vipIds));
  }

  function startReading(): Promise<ActiveAlertsSnapshot> {
    const startedAt = Date.now();
    const pending: AlertBusMessage[] = [];
    const promise = read().then((snapshot) => {
      for (const message of pending) snapshot.apply(message);
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
      const { snapshot, readAt } = current;
      const nowMs = Date.now();
      // Kept current by the events, an aging snapshot still answers while it is read again.
      if (
        (mayMissEvents || !snapshot.isComplete) &&
        reading === null &&
        nowMs - readAt >= ACTIVE_ALERTS_CACHE_TTL_MS
      ) {
        void startReading();
      }
      if (nowMs - forgotAt >= ACTIVE_ALERTS_CACHE_TTL_MS) {
        forgotAt = nowMs;
        snapshot.forgetBefore(new Date(clock().getTime() - ALERT_EXPIRY_MS));
      }
      return Promise.resolve(snapshot);
    },
    /** An alert was created, answered or ended, here or on another instance. */
    apply(message: AlertBusMessage): void {
      current?.snapshot.apply(message);
      reading?.pending.push(message);
    },
  };
}

export type ActiveAlertsCache = ReturnType<typeof createActiveAlertsCache>;
