import {
  ALERT_EXPIRY_MS,
  ACTIVE_ALERTS_CACHE_MAX,
  ACTIVE_ALERTS_CACHE_TTL_MS,
} from '@redzone/contract';
import type { Database } from '../../db/database';
import type { AlertRow } from '../../db/schema';
import { findActiveAlerts, findRecipientIds } from './alerts.queries';

export interface ActiveAlertsSnapshot {
  /** Active alerts, newest first, as they were when the snapshot was read. */
  rows: AlertRow[];
  /** VIP alerts' recipients (trusted contacts), by alert id. */
  recipients: Map<string, Set<string>>;
  /** False when there were more active alerts than the cache holds: ask the database instead. */
  isComplete: boolean;
}

/**
 * The active alerts of the whole deployment, read once and shared by every list request
 * (issue 10: GET /api/alerts must keep up with a hello-world route; one database query per
 * request could not). Any alert change this instance sees — its own writes and every instance's
 * events on the bus — drops the snapshot; the short TTL bounds staleness if a bus message is
 * ever lost. A read that overlaps a change is answered but not kept.
 */
export function createActiveAlertsCache(deps: { db: Database; clock: () => Date }) {
  const { db, clock } = deps;
  let snapshot: { value: ActiveAlertsSnapshot; readAt: number } | null = null;
  let loading: { promise: Promise<ActiveAlertsSnapshot>; version: number } | null = null;
  let version = 0;

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
    };
  }

  return {
    async get(): Promise<ActiveAlertsSnapshot> {
      const now = Date.now();
      if (snapshot !== null && now - snapshot.readAt < ACTIVE_ALERTS_CACHE_TTL_MS) {
        return snapshot.value;
      }
      if (loading === null || loading.version !== version) {
        const startedAt = version;
        const promise = read();
        loading = { promise, version: startedAt };
        promise
          .then((value) => {
            if (version === startedAt) snapshot = { value, readAt: now };
          })
          .catch(() => {
            // The caller awaiting it gets the error; the next request reads again.
          })
          .finally(() => {
            if (loading?.promise === promise) loading = null;
          });
      }
      return loading.promise;
    },
    /** Something changed: the next request reads again. */
    invalidate(): void {
      version += 1;
      snapshot = null;
    },
  };
}

export type ActiveAlertsCache = ReturnType<typeof createActiveAlertsCache>;
