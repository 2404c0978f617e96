import { useTranslation } from 'react-i18next';
import { Page } from '../components/page';
import { ActiveAlerts } from '../features/alerts/components/ActiveAlerts';
import { useSeenFromNotification } from '../features/alerts/use-seen-from-notification';
import { OnWatchControl } from '../features/on-watch/components/OnWatchControl';

/** Spec P1 §2 /alerts: header Active Alerts, stats, filters and the alert cards; then on watch. */
export default function AlertsPage() {
  const { t } = useTranslation();
  useSeenFromNotification();
  return (
    <Page title={t('pages.alerts')}>
      <ActiveAlerts />
      <div className="mt-6">
        <OnWatchControl />
      </div>
    </Page>
  );
}
