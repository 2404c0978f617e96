import {
  LAW_NOTIFICATIONS_WINDOW_MONTHS,
  type LawNotification,
  type LawNotificationsResponse,
  lawMonthsAgo,
  lawWindowStart,
} from '@redzone/contract';
import type { Database } from '../../db/database';
import type { LawNotificationRow } from '../../db/schema';
import {
  findLatestLawNotification,
  findLawNotifications,
  latestLawStatusDate,
} from './law-notifications.queries';
import { isVerifiedRecord } from './law-record-file';
import { categoryForTopics, impactForTopics } from './law-topics';
import { type LawLanguage, lawTexts } from './law-translations';

export interface LawNotificationsService {
  /** A state's laws effective in the last `months` (6 by default) or later, newest first. */
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
      const [rows, lastChecked, latest] = await Promise.all([
        findLawNotifications(db, { state, since: lawWindowStart(now, months) }),
        latestLawStatusDate(db),
        findLatestLawNotification(db, state),
      ]);
      return {
        notifications: rows.map((row) => toLawNotification(row, now, language)),
        lastUpdated: lastChecked === null ? null : `${lastChecked}T00:00:00.000Z`,
        lastChange: latest === undefined ? null : toLawNotification(latest, now, language),
      };
    },
  };
}
