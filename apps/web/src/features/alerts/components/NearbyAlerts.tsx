import {
  alertsWithin,
  CLOCK_TICK_MS,
  HOME_ALERTS_MAX,
  HOME_ALERTS_REFETCH_MS,
  LOCAL_ALERTS_MILES,
} from '@redzone/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { intlLocale } from '../../../lib/intl-locale';
import { useCurrentPosition } from '../../../lib/use-current-position';
import { useNow } from '../../../lib/use-now';
import { readCreatedAlertIds } from '../alert-storage';
import { useRespondNavigation } from '../use-respond-navigation';
import { useVisibleAlerts } from '../use-visible-alerts';
import { AlertCard } from './AlertCard';
import { AlertsQueryState } from './AlertsQueryState';
import { LiveStatusNote } from './LiveStatusNote';
import { numberFormat } from '../../../lib/intl-format';

/**
 * Home's list of active alerts nearby (P1 §2), nearest first; Respond goes to the map. Live from
 * the event stream, polled every 30 s only while it is down. Never asks for location itself.
 * Alerts this device sent are left out.
 */
export function NearbyAlerts() {
  const { t, i18n } = useTranslation();
  const { query, visible, live } = useVisibleAlerts(HOME_ALERTS_REFETCH_MS);
  const { position } = useCurrentPosition({ ask: false });
  const now = useNow(CLOCK_TICK_MS);
  const onRespond = useRespondNavigation();
  // One's own alert is shown by the Recording Active panel above; this list is for helping others.
  const created = new Set(readCreatedAlertIds());
  const others = visible.filter((alert) => !created.has(alert.id));
  const nearby = position
    ? alertsWithin(others, position, LOCAL_ALERTS_MILES).map(({ alert }) => alert)
    : others;
  const shown = nearby.slice(0, HOME_ALERTS_MAX);
  // Formatted only when shown: the first Intl formatter a page builds costs a slow phone ~50 ms.
  const emptyNearText = () =>
    t('alert.emptyNear', {
      miles: numberFormat(intlLocale(i18n.resolvedLanguage)).format(LOCAL_ALERTS_MILES),
    });

  return (
    <section aria-labelledby="nearby-alerts-heading" className="space-y-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="nearby-alerts-heading" className="text-lg font-bold text-white">
          {t('alert.nearbyTitle')}
        </h2>
        <Link to="/alerts" className="text-sm font-semibold text-red-400 hover:underline">
          {t('alert.seeAll')}
        </Link>
      </div>
      {query.isSuccess ? <LiveStatusNote live={live} pollMs={HOME_ALERTS_REFETCH_MS} /> : null}
      <AlertsQueryState query={query}>
        {position === null && shown.length > 0 ? (
          <p className="text-sm text-neutral-400">{t('alert.nearbyPositionUnknown')}</p>
        ) : null}
        {shown.length === 0 ? (
          <Card>
            <p className="font-semibold">{position ? emptyNearText() : t('alert.none')}</p>
            <p className="mt-1 text-sm text-neutral-400">{t('alert.noneHint')}</p>
          </Card>
        ) : (
          <ul className="space-y-3">
            {shown.map((alert) => (
              <li key={alert.id}>
                <AlertCard alert={alert} position={position} now={now} onRespond={onRespond} />
              </li>
            ))}
          </ul>
        )}
      </AlertsQueryState>
    </section>
  );
}
