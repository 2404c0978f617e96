import {
  isLawNotificationState,
  LAW_NOTIFICATIONS_DEFAULT_STATE,
  LAW_NOTIFICATIONS_WINDOW_MONTHS,
  LAW_NOTIFICATIONS_WINDOWS_MONTHS,
} from '@redzone/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../components/page';
import type { LawNotificationsFilter } from '../features/law-notifications/api/get-law-notifications';
import { LawNotificationsPanel } from '../features/law-notifications/components/LawNotificationsPanel';

/** The state and period are in the URL (?state=NY&months=12), so a link or reload keeps them. */
function readFilter(params: URLSearchParams): LawNotificationsFilter {
  const state = params.get('state')?.toUpperCase() ?? '';
  const months = Number(params.get('months'));
  return {
    state: isLawNotificationState(state) ? state : LAW_NOTIFICATIONS_DEFAULT_STATE,
    months: (LAW_NOTIFICATIONS_WINDOWS_MONTHS as readonly number[]).includes(months)
      ? months
      : LAW_NOTIFICATIONS_WINDOW_MONTHS,
  };
}

/** Spec P2 §2 /law-notifications; the selected state starts at CA (P2 §4). */
export default function LawNotificationsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = readFilter(searchParams);

  function changeFilter(next: LawNotificationsFilter) {
    const params: Record<string, string> = {};
    if (next.state !== LAW_NOTIFICATIONS_DEFAULT_STATE) params.state = next.state;
    if (next.months !== LAW_NOTIFICATIONS_WINDOW_MONTHS) params.months = String(next.months);
    setSearchParams(params, { replace: true });
  }

  return (
    <Page title={t('pages.lawNotifications')} wide>
      <LawNotificationsPanel filter={filter} onFilterChange={changeFilter} />
    </Page>
  );
}
