import { intlLocale } from '../lib/intl-locale';
import {
  ALERTS_PAGE_REFETCH_MS,
  LOCATION_MAX_AGE_MS,
  LOCATION_TIMEOUT_MS,
  type Alert,
} from '@redzone/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../components/page';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { readDismissedIds, storeMapAlert } from '../features/alerts/alert-storage';
import { useLiveConnected } from '../features/alerts/alerts-events';
import { useAlerts } from '../features/alerts/api/get-alerts';
import { AlertCard } from '../features/alerts/components/AlertCard';
import { GEOLOCATION_FAILURE_KEYS, GeolocationError, getCurrentPosition } from '../lib/geolocation';
import { setLastPosition, useLastPosition } from '../lib/position-store';

/** Spec P1 §2 /alerts (the filters and richer cards arrive with issue #5). */
export default function AlertsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const live = useLiveConnected();
  const alerts = useAlerts({ refetchInterval: live ? false : ALERTS_PAGE_REFETCH_MS });
  const position = useLastPosition();
  const [locationError, setLocationError] = useState<string | null>(null);

  // P1 §2: the Alerts tab asks for location when it needs it.
  useEffect(() => {
    getCurrentPosition({
      enableHighAccuracy: true,
      timeout: LOCATION_TIMEOUT_MS,
      maximumAge: LOCATION_MAX_AGE_MS,
    })
      .then(setLastPosition)
      .catch((error: unknown) => {
        setLocationError(
          error instanceof GeolocationError
            ? GEOLOCATION_FAILURE_KEYS[error.reason]
            : 'location.unavailable',
        );
      });
  }, []);

  const dismissed = new Set(readDismissedIds());
  const visible = (alerts.data ?? []).filter((a) => !dismissed.has(a.id));
  const observers = visible.reduce((sum, a) => sum + a.observersCount, 0);
  const number = new Intl.NumberFormat(intlLocale(i18n.resolvedLanguage));

  const onRespond = (alert: Alert) => {
    storeMapAlert({ ...alert, autoStart: true });
    void navigate('/map');
  };

  return (
    <Page title={t('pages.alerts')}>
      <dl className="grid grid-cols-3 gap-2">
        {[
          { label: t('alert.statActive'), value: number.format(visible.length) },
          { label: t('alert.statObservers'), value: number.format(observers) },
          { label: t('alert.statRadius'), value: t('alert.radiusValue') },
        ].map((stat) => (
          <Card key={stat.label} className="p-3 text-center">
            <dt className="text-xs text-neutral-400">{stat.label}</dt>
            <dd className="mt-1 text-xl font-extrabold">{stat.value}</dd>
          </Card>
        ))}
      </dl>
      {locationError ? (
        <p role="status" className="rounded-lg bg-amber-950 p-3 text-sm text-amber-100">
          {t(locationError)}
        </p>
      ) : null}
      {!live && alerts.isSuccess ? (
        <p className="text-xs text-neutral-500">{t('alert.liveOff')}</p>
      ) : null}
      {alerts.isPending ? (
        <p role="status" className="text-neutral-400">
          {t('common.loading')}
        </p>
      ) : alerts.isError ? (
        <Card role="alert" className="border-red-600">
          <p>{t('alert.loadFailed')}</p>
          <Button variant="outline" className="mt-3" onClick={() => void alerts.refetch()}>
            {t('common.retry')}
          </Button>
        </Card>
      ) : visible.length === 0 ? (
        <Card>
          <p className="font-semibold">{t('alert.none')}</p>
          <p className="mt-1 text-sm text-neutral-400">{t('alert.noneHint')}</p>
        </Card>
      ) : (
        <ul className="space-y-3">
          {visible.map((alert) => (
            <li key={alert.id}>
              <AlertCard alert={alert} position={position} onRespond={onRespond} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
