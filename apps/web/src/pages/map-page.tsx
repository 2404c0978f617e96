import { alertsWithin, LOCAL_ALERTS_MILES, MAP_ALERTS_REFETCH_MS } from '@redzone/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Page } from '../components/page';
import { Card } from '../components/ui/card';
import { VerifyToContinue } from '../components/verify-to-continue';
import { AlertsQueryState } from '../features/alerts/components/AlertsQueryState';
import { LiveStatusNote } from '../features/alerts/components/LiveStatusNote';
import { useMapHandoff } from '../features/alerts/use-map-handoff';
import { useVisibleAlerts } from '../features/alerts/use-visible-alerts';
import { LocalAlertsList } from '../features/map/components/LocalAlertsList';
import { MapView } from '../features/map/components/MapView';
import { NavigationPanel } from '../features/map/components/NavigationPanel';
import { PositionStatus } from '../features/map/components/PositionStatus';
import type { NavigationTarget } from '../features/map/navigation-target';
import { useMapPosition } from '../features/map/use-map-position';
import { intlLocale } from '../lib/intl-locale';
import { numberFormat } from '../lib/intl-format';

/**
 * Spec P1 §2 /map: you and the local alerts on a map, the list of local alerts, navigation.
 * `?navigate=true` starts navigating to the alert a Respond button stored (P1 §4).
 */
export default function MapPage() {
  // A Respond while already here (the urgent modal) is a new hand-over: start afresh.
  const { key } = useLocation();
  return <MapScreen key={key} />;
}

function MapScreen() {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const handoff = useMapHandoff(searchParams.get('navigate') === 'true');
  const [target, setTarget] = useState<NavigationTarget | null>(handoff.alert);
  const position = useMapPosition();
  const { query, visible, live } = useVisibleAlerts(MAP_ALERTS_REFETCH_MS);
  const here = position.point;
  const local = here ? alertsWithin(visible, here, LOCAL_ALERTS_MILES) : [];
  const isTargetActive = !query.isSuccess || visible.some((a) => a.id === target?.id);
  const localMiles = numberFormat(intlLocale(i18n.resolvedLanguage)).format(LOCAL_ALERTS_MILES);

  return (
    <Page title={t('pages.map')}>
      <PositionStatus position={position} />
      {handoff.needsVerification ? (
        <VerifyToContinue
          message={t('alert.verifyToRespond')}
          actionLabel={t('alert.verifyToRespondAction')}
        />
      ) : null}
      {target ? (
        <NavigationPanel
          target={target}
          here={here}
          isApproximate={position.isApproximate}
          isActive={isTargetActive}
          onStop={() => setTarget(null)}
        />
      ) : null}
      {here ? (
        <MapView
          here={here}
          accuracy={position.accuracy}
          alerts={local}
          target={target}
          onChoose={setTarget}
        />
      ) : null}
      <section aria-labelledby="local-alerts-heading" className="space-y-3">
        <h2 id="local-alerts-heading" className="text-lg font-bold text-white">
          {t('map.localAlerts')}
        </h2>
        {query.isSuccess ? <LiveStatusNote live={live} pollMs={MAP_ALERTS_REFETCH_MS} /> : null}
        <AlertsQueryState query={query}>
          {here === null ? (
            <p role="status" className="text-neutral-400">
              {t('location.locating')}
            </p>
          ) : local.length === 0 ? (
            <Card>
              <p className="font-semibold">{t('map.localNone', { miles: localMiles })}</p>
            </Card>
          ) : (
            <LocalAlertsList items={local} targetId={target?.id ?? null} onChoose={setTarget} />
          )}
        </AlertsQueryState>
      </section>
    </Page>
  );
}
