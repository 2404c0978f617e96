import {
  ALERTS_PAGE_REFETCH_MS,
  CLOCK_TICK_MS,
  filterAlerts,
  type AlertFilter,
} from '@redzone/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { useCurrentPosition } from '../../../lib/use-current-position';
import { useNow } from '../../../lib/use-now';
import { useFilterText } from '../filter-text';
import { useRespondNavigation } from '../use-respond-navigation';
import { useVisibleAlerts } from '../use-visible-alerts';
import { AlertCard } from './AlertCard';
import { AlertFilterToggle } from './AlertFilterToggle';
import { AlertsQueryState } from './AlertsQueryState';
import { AlertStats } from './AlertStats';
import { LiveStatusNote } from './LiveStatusNote';
import { LocationNotice } from './LocationNotice';

/**
 * The Alerts page (P1 §2): stats, the filter toggle (wired, a departure from the spec's build),
 * and the cards, live from the event stream with 15 s polling as the fallback.
 */
export function ActiveAlerts() {
  const { t } = useTranslation();
  const { query, visible, live } = useVisibleAlerts(ALERTS_PAGE_REFETCH_MS);
  const here = useCurrentPosition({ ask: true });
  const now = useNow(CLOCK_TICK_MS);
  const [filter, setFilter] = useState<AlertFilter>('all');
  const filterText = useFilterText();
  const onRespond = useRespondNavigation();
  const shown = filterAlerts(visible, filter, here.position, now);

  return (
    <>
      <AlertStats alerts={query.data === undefined ? null : visible} />
      <AlertFilterToggle value={filter} onChange={setFilter} />
      {here.failure ? <LocationNotice failure={here.failure} onRetry={here.retry} /> : null}
      {query.isSuccess ? <LiveStatusNote live={live} pollMs={ALERTS_PAGE_REFETCH_MS} /> : null}
      <AlertsQueryState query={query}>
        {shown === null ? (
          <Card role="status">
            <p className="font-semibold">
              {here.isLocating ? t('location.locating') : t('alert.positionUnknown')}
            </p>
            {here.isLocating ? null : (
              <p className="mt-1 text-sm text-neutral-400">{t('alert.positionUnknownHint')}</p>
            )}
          </Card>
        ) : shown.length === 0 ? (
          <Card>
            <p className="font-semibold">{filterText.empty(filter)}</p>
            <p className="mt-1 text-sm text-neutral-400">
              {filter === 'all' ? t('alert.noneHint') : t('alert.emptyFilteredHint')}
            </p>
          </Card>
        ) : (
          <ul className="space-y-3" aria-label={filterText.label(filter)}>
            {shown.map((alert) => (
              <li key={alert.id}>
                <AlertCard alert={alert} position={here.position} now={now} onRespond={onRespond} />
              </li>
            ))}
          </ul>
        )}
      </AlertsQueryState>
    </>
  );
}
