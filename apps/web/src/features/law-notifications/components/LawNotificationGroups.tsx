import type { LawNotification } from '@redzone/contract';
import { useTranslation } from 'react-i18next';
import { groupByAge, monthsAgoLabel } from '../law-notification-groups';
import { LawNotificationCard } from './LawNotificationCard';

/** P2 §2 notifications grouped by age: "This Month", "1 Month Ago", "N Months Ago". */
export function LawNotificationGroups({
  notifications,
  isRefreshing,
}: {
  notifications: readonly LawNotification[];
  isRefreshing: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6" aria-busy={isRefreshing}>
      {groupByAge(notifications).map((group) => {
        const headingId = `law-group-${group.monthsAgo}`;
        return (
          <section key={group.monthsAgo} aria-labelledby={headingId}>
            <h2
              id={headingId}
              className="mb-2 flex items-baseline gap-2 text-lg font-bold text-white"
            >
              {monthsAgoLabel(t, group.monthsAgo)}
              <span className="text-sm font-normal text-neutral-400">
                {t('lawNotifications.groupCount', { count: group.notifications.length })}
              </span>
            </h2>
            <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
              {group.notifications.map((law) => (
                <li key={law.id}>
                  <LawNotificationCard law={law} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
