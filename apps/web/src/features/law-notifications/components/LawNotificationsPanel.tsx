import { LAW_NOTIFICATION_STATES, LAW_NOTIFICATIONS_WINDOWS_MONTHS } from '@redzone/contract';
import { useTranslation } from 'react-i18next';
import { useLawNotifications, type LawNotificationsFilter } from '../api/get-law-notifications';
import { lawNotificationTotals } from '../law-notification-groups';
import { LawNotificationGroups } from './LawNotificationGroups';
import { LawNotificationsEmpty } from './LawNotificationsEmpty';
import { LawNotificationsError } from './LawNotificationsError';
import { LawNotificationsToolbar } from './LawNotificationsToolbar';
import { LawSummaryTiles } from './LawSummaryTiles';

const SKELETON_CARDS = 3;
const NO_TOTALS = { total: 0, highImpact: 0, thisMonth: 0 };

/** The period after `months`, to look further back; null at the widest. */
function widerPeriod(months: number): number | null {
  return LAW_NOTIFICATIONS_WINDOWS_MONTHS.find((value) => value > months) ?? null;
}

/** P2 §2 /law-notifications: selector and refresh, tiles, and the laws grouped by age. */
export function LawNotificationsPanel({
  filter,
  onFilterChange,
}: {
  filter: LawNotificationsFilter;
  onFilterChange: (filter: LawNotificationsFilter) => void;
}) {
  const { t, i18n } = useTranslation();
  const query = useLawNotifications(filter);
  const stateName =
    LAW_NOTIFICATION_STATES.find(({ code }) => code === filter.state)?.name ?? filter.state;
  const notifications = query.data?.notifications;
  const wider = widerPeriod(filter.months);
  const isRefreshing = query.isFetching && !query.isPending;

  return (
    <>
      <p className="text-neutral-300">{t('lawNotifications.intro')}</p>
      <LawNotificationsToolbar
        state={filter.state}
        months={filter.months}
        lastUpdated={query.data?.lastUpdated}
        isRefreshing={query.isFetching}
        onStateChange={(state) => onFilterChange({ ...filter, state })}
        onMonthsChange={(months) => onFilterChange({ ...filter, months })}
        onRefresh={() => void query.refetch()}
      />
      <LawSummaryTiles totals={notifications ? lawNotificationTotals(notifications) : NO_TOTALS} />
      {query.isPending ? (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            {t('lawNotifications.loading')}
          </p>
          <ul className="space-y-3" aria-hidden>
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <li
                key={i}
                className="h-40 animate-pulse rounded-xl border border-neutral-800 bg-neutral-900"
              />
            ))}
          </ul>
        </div>
      ) : query.isError ? (
        <LawNotificationsError error={query.error} onRetry={() => void query.refetch()} />
      ) : notifications && notifications.length > 0 ? (
        <LawNotificationGroups notifications={notifications} isRefreshing={isRefreshing} />
      ) : (
        <LawNotificationsEmpty
          stateName={stateName}
          lastChange={query.data?.lastChange ?? null}
          onShowOlder={wider === null ? null : () => onFilterChange({ ...filter, months: wider })}
        />
      )}
      <p className="text-xs text-neutral-400">
        {t('lawNotifications.disclaimer')}
        {i18n.resolvedLanguage === 'en' ? null : ` ${t('lawNotifications.englishSources')}`}
      </p>
    </>
  );
}
