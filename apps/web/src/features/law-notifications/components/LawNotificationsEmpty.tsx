import type { LawNotification } from '@redzone/contract';
import { History, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { intlLocale } from '../../../lib/intl-locale';
import { calendarDateText } from '../law-notification-dates';
import { LawNotificationCard } from './LawNotificationCard';

/**
 * P2 §8 empty state "No Recent Law Notifications", with a way to look further back while a
 * wider period is left, and the state's last change shown: an empty page must not
 * look like a state where nothing has ever happened.
 */
export function LawNotificationsEmpty({
  stateName,
  lastChange,
  onShowOlder,
}: {
  stateName: string;
  /** The state's record that took effect last; null when we have none for it. */
  lastChange: LawNotification | null;
  /** null when the widest period is shown already. */
  onShowOlder: (() => void) | null;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="space-y-3">
      <Card className="flex flex-col items-center gap-3 py-8 text-center">
        <ScrollText className="size-10 text-neutral-500" aria-hidden />
        <p role="status" className="font-semibold text-neutral-100">
          {t('lawNotifications.empty')}
        </p>
        <p className="max-w-md text-sm text-neutral-400">
          {onShowOlder
            ? t('lawNotifications.emptyDetail', { state: stateName })
            : t('lawNotifications.emptyAll', { state: stateName })}
        </p>
        {lastChange ? (
          <p className="max-w-md text-sm text-neutral-200">
            {t('lawNotifications.lastChange', {
              state: stateName,
              date: calendarDateText(lastChange.statusChangedOn, intlLocale(i18n.resolvedLanguage)),
            })}
          </p>
        ) : null}
        {onShowOlder ? (
          <Button variant="outline" onClick={onShowOlder}>
            <History aria-hidden />
            {t('lawNotifications.showOlder')}
          </Button>
        ) : null}
      </Card>
      {lastChange ? <LawNotificationCard law={lastChange} /> : null}
    </div>
  );
}
