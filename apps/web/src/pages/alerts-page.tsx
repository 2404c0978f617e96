import { useTranslation } from 'react-i18next';
import { Page } from '../components/page';
import { ActiveAlerts } from '../features/alerts/components/ActiveAlerts';

/** Spec P1 §2 /alerts: header Active Alerts, stats, filters and the alert cards. */
export default function AlertsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.alerts')}>
      <ActiveAlerts />
    </Page>
  );
}
