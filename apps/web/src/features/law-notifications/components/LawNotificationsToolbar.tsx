import { LAW_NOTIFICATION_STATES, LAW_NOTIFICATIONS_WINDOWS_MONTHS } from '@redzone/contract';
import { RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { inputClassName } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { intlLocale } from '../../../lib/intl-locale';
import { calendarDateText } from '../law-notification-dates';

/** P2 §2: the state selector (50 states and DC) and Refresh Now, plus the period to cover. */
export function LawNotificationsToolbar({
  state,
  months,
  lastUpdated,
  isRefreshing,
  onStateChange,
  onMonthsChange,
  onRefresh,
}: {
  state: string;
  months: number;
  lastUpdated: string | null | undefined;
  isRefreshing: boolean;
  onStateChange: (state: string) => void;
  onMonthsChange: (months: number) => void;
  onRefresh: () => void;
}) {
  const { t, i18n } = useTranslation();
  const stateId = useId();
  const monthsId = useId();
  const selectClass = cn(inputClassName, 'h-11 py-0');
  return (
    <Card className="space-y-3">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={stateId} className="mb-1 block text-sm font-semibold">
            {t('lawNotifications.state')}
          </label>
          <select
            id={stateId}
            value={state}
            onChange={(e) => onStateChange(e.target.value)}
            className={selectClass}
          >
            {LAW_NOTIFICATION_STATES.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={monthsId} className="mb-1 block text-sm font-semibold">
            {t('lawNotifications.period')}
          </label>
          <select
            id={monthsId}
            value={months}
            onChange={(e) => onMonthsChange(Number(e.target.value))}
            className={selectClass}
          >
            {LAW_NOTIFICATIONS_WINDOWS_MONTHS.map((value) => (
              <option key={value} value={value}>
                {t(`lawNotifications.periods.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="outline"
          className="col-span-2 sm:col-span-1"
          onClick={onRefresh}
          disabled={isRefreshing}
        >
          <RefreshCw className={isRefreshing ? 'animate-spin' : undefined} aria-hidden />
          {isRefreshing ? t('lawNotifications.refreshing') : t('lawNotifications.refresh')}
        </Button>
      </div>
      {lastUpdated ? (
        <p className="text-xs text-neutral-400">
          {t('lawNotifications.lastUpdated', {
            // A day, midnight UTC (the data's own date): shown as that day in every time zone.
            date: calendarDateText(lastUpdated.slice(0, 10), intlLocale(i18n.resolvedLanguage)),
          })}
        </p>
      ) : null}
    </Card>
  );
}
