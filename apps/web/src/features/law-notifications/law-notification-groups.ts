import type { LawNotification } from '@redzone/contract';
import type { TFunction } from 'i18next';

export interface LawNotificationGroup {
  monthsAgo: number;
  notifications: LawNotification[];
}

/** P2 §2 "grouped by age": newest group first, each keeping the list's order (newest first). */
export function groupByAge(notifications: readonly LawNotification[]): LawNotificationGroup[] {
  const groups = new Map<number, LawNotification[]>();
  for (const notification of notifications) {
    const group = groups.get(notification.monthsAgo);
    if (group) group.push(notification);
    else groups.set(notification.monthsAgo, [notification]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([monthsAgo, items]) => ({ monthsAgo, notifications: items }));
}

/** P2 §2 the three tiles: total, high impact, this month. */
export function lawNotificationTotals(notifications: readonly LawNotification[]) {
  return {
    total: notifications.length,
    highImpact: notifications.filter((n) => n.impactLevel === 'high').length,
    thisMonth: notifications.filter((n) => n.monthsAgo === 0).length,
  };
}

/** P2 §9 group labels: "This Month", "1 Month Ago", "N Months Ago", in the active language. */
export function monthsAgoLabel(t: TFunction, monthsAgo: number): string {
  return monthsAgo === 0
    ? t('lawNotifications.groups.thisMonth')
    : t('lawNotifications.groups.monthsAgo', { count: monthsAgo });
}
