import {
  LAW_NOTIFICATIONS_WINDOW_MONTHS,
  type LawNotification,
  type LawNotificationsResponse,
  lawMonthsAgo,
  lawWindowStart,
} from '@redzone/contract';
import type { Database } from '../../db/database';
import type { LawNotificationRow } from '../../db/schema';
import { findLawNotifications, latestLawImport } from './law-notifications.queries';
import { VERIFIED_RECORD } from './law-record-file';
import { categoryForTopics, impactForTopics } from './law-topics';

export interface LawNotificationsService {
  /** A state's laws effective in the last `months` (6 by default) or later, newest first. */
  list(query: { state: string; months?: number }): Promise<LawNotificationsResponse>;
}

export function toLawNotification(row: LawNotificationRow, now: Date): LawNotification {
  return {
    id: row.id,
    title: row.title,
    description: row.description ?? row.summary,
    summary: row.summary,
    category: categoryForTopics(row.topics),
    status: row.status,
    impactLevel: impactForTopics(row.topics),
    effectiveDate: row.effectiveDate,
    monthsAgo: lawMonthsAgo(row.effectiveDate, now),
    state: row.state,
    citation: row.citation,
    sourceUrl: row.sourceUrl,
    statusAsOf: row.statusAsOf,
    isVerified: row.verification === VERIFIED_RECORD,
  };
}

export function createLawNotificationsService(deps: {
  db: Database;
  clock: () => Date;
}): LawNotificationsService {
  const { db, clock } = deps;
  return {
    async list({ state, months = LAW_NOTIFICATIONS_WINDOW_MONTHS }) {
      const now = clock();
      const [rows, lastUpdated] = await Promise.all([
        findLawNotifications(db, { state, since: lawWindowStart(now, months) }),
        latestLawImport(db),
      ]);
      return {
        notifications: rows.map((row) => toLawNotification(row, now)),
        lastUpdated: lastUpdated?.toISOString() ?? null,
      };
    },
  };
}
