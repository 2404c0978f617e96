import type { Alert, AlertAtDistance, Point } from '@redzone/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../lib/use-online';
import { useClientConfig } from '../../../lib/client-config';
import type { NavigationTarget } from '../navigation-target';
import { CoordinateView } from './CoordinateView';
import { LeafletMap } from './LeafletMap';

interface MapViewProps {
  here: Point;
  accuracy: number | null;
  alerts: AlertAtDistance<Alert>[];
  target: NavigationTarget | null;
  onChoose: (target: NavigationTarget) => void;
}

const MAP_BOX = 'h-[45dvh] min-h-72 overflow-hidden rounded-xl border border-neutral-800';

/**
 * The live map when tiles can load; otherwise (offline, tile server or config unreachable) the
 * coordinate view with the same alerts and distances, never a broken page.
 */
export function MapView({ here, accuracy, alerts, target, onChoose }: MapViewProps) {
  const { t } = useTranslation();
  const online = useOnline();
  const config = useClientConfig();
  const [tilesFailed, setTilesFailed] = useState(false);

  if (!online) {
    return <CoordinateView reason="offline" here={here} alerts={alerts} target={target} />;
  }
  if (config.isError || tilesFailed) {
    const retry = () => {
      setTilesFailed(false);
      if (config.isError) void config.refetch();
    };
    return (
      <CoordinateView
        reason="unavailable"
        here={here}
        alerts={alerts}
        target={target}
        onRetry={retry}
      />
    );
  }
  if (config.isPending) {
    return (
      <div role="status" className={`${MAP_BOX} grid place-items-center text-neutral-400`}>
        {t('map.loadingMap')}
      </div>
    );
  }
  return (
    // isolate: Leaflet's panes and controls use z-indexes up to 1000; they stay under the app's bars.
    <section aria-label={t('map.mapLabel')} className={`${MAP_BOX} isolate`}>
      <LeafletMap
        tileUrl={config.data.map.tileUrl}
        tileAttribution={config.data.map.tileAttribution}
        here={here}
        accuracy={accuracy}
        alerts={alerts}
        target={target}
        onChoose={onChoose}
        onTilesUnavailable={() => setTilesFailed(true)}
      />
    </section>
  );
}
