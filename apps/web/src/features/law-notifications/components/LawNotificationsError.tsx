import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { serverErrorText } from '../../../lib/server-error-text';

export function LawNotificationsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Card role="alert" className="border-red-500/50 bg-red-950/40">
      <p className="font-semibold text-red-100">{t('lawNotifications.loadFailed')}</p>
      <p className="mt-1 text-sm text-red-200/80">
        {serverErrorText(error, t('lawNotifications.loadFailedDetail'))}
      </p>
      <Button className="mt-3" variant="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Card>
  );
}
