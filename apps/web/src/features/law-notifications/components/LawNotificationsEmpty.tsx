import { History, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/**
 * P2 §8 empty state "No Recent Law Notifications", with a way to look further back while a
 * wider period is left.
 */
export function LawNotificationsEmpty({
  stateName,
  onShowOlder,
}: {
  stateName: string;
  /** null when the widest period is shown already. */
  onShowOlder: (() => void) | null;
}) {
  const { t } = useTranslation();
  return (
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
      {onShowOlder ? (
        <Button variant="outline" onClick={onShowOlder}>
          <History aria-hidden />
          {t('lawNotifications.showOlder')}
        </Button>
      ) : null}
    </Card>
  );
}
