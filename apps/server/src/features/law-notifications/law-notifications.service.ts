import {
  LAW_NOTIFICATIONS_WINDOW_MONTHS,
  type LawNotification,
  type LawNotificationsResponse,
  lawMonthsAgo,
  lawWindowStart,
  statusChangedOn,
} from '@redzone/contract';
import type { Database } from '../../db/database';
import type { LawNotificationRow } from '../../db/schema';
import { findStateLawNotifications, latestLawStatusDate } from './law-notifications.queries';
import { isVerifiedRecord } from './law-record-file';
import { categoryForTopics, impactForTopics } from './law-topics';
import { type LawLanguage, lawTexts } from './law-translations';

export interface LawNotificationsService {
  /**
   * A state's laws whose status changed in the last `months` (6 by default) or changes later:
   * took effect, or was enjoined, upheld or amended, most recently changed first.
   */
  list(
    query: { state: string; months?: number },
    language?: LawLanguage,
  ): Promise<LawNotificationsResponse>;
}

export function toLawNotification(
  row: LawNotificationRow,
  now: Date,
  language: LawLanguage = 'en',
): LawNotification {
  const texts = lawTexts(row, language);
  const isTranslated = texts.summary !== row.summary;
  return {
    id: row.id,
    title: texts.title,
    // A longer English description is not shown under a translated summary.
    description: isTranslated ? texts.summary : (row.description ?? row.summary),
    summary: texts.summary,
    category: categoryForTopics(row.topics),
    status: texts.status,
    impactLevel: impactForTopics(row.topics),
    effectiveDate: row.effectiveDate,
    statusChangedOn: statusChangedOn(row),
    monthsAgo: lawMonthsAgo(row.effectiveDate, now),
    state: row.state,
    citation: row.citation,
    sourceUrl: row.sourceUrl,
    statusAsOf: row.statusAsOf,
    isVerified: isVerifiedRecord(row),
  };
}

export function createLawNotificationsService(deps: {
  db: Database;
  clock: () => Date;
}): LawNotificationsService {
  const { db, clock } = deps;
  return {
    async list({ state, months = LAW_NOTIFICATIONS_WINDOW_MONTHS }, language = 'en') {
      const now = clock();
      const since = lawWindowStart(now, months);
      const [rows, lastChecked] = await Promise.all([
        findStateLawNotifications(db, state),
        latestLawStatusDate(db),
      ]);
      const byChange = rows
        .map((row) => ({ row, changed: statusChangedOn(row) }))
        .sort((a, b) => (a.changed < b.changed ? 1 : a.changed > b.changed ? -1 : 0));
      const recent = byChange.filter(({ changed }) => changed >= since).map(({ row }) => row);
      const latest = byChange[0]?.row;
      return {
        notifications: recent.map((row) => toLawNotification(row, now, language)),
        lastUpdated: lastChecked === null ? null : `${lastChecked}T00:00:00.000Z`,
        lastChange: latest === undefined ? null : toLawNotification(latest, now, language),
      };
    },
  };
}
