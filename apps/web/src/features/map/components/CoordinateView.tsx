import { formatCoordinates, type Alert, type AlertAtDistance, type Point } from '@redzone/contract';
import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { compassPoint, plotAround } from '../coordinate-plot';
import type { NavigationTarget } from '../navigation-target';
import { useMapFormat } from '../use-map-format';

/** The plot's viewBox half-width: the farthest alert sits at 0.9, labels need the rest. */
const PLOT_EXTENT = 1.1;
const RING_RADII = [0.3, 0.6, 0.9];
const DOT_RADIUS = 0.045;
const LABEL_OFFSET = 0.08;

interface CoordinateViewProps {
  reason: 'offline' | 'unavailable';
  here: Point;
  alerts: AlertAtDistance<Alert>[];
  target: NavigationTarget | null;
  /** Present when trying the live map again makes sense (online). */
  onRetry?: () => void;
}

/**
 * The map without tiles (offline, or the tile server unreachable): you and the same local
 * alerts, placed around you north up, and a legend with each one's coordinates, distance and
 * direction. Choosing an alert stays with the list under the map, as with the live map.
 */
export function CoordinateView({ reason, here, alerts, target, onRetry }: CoordinateViewProps) {
  const { t } = useTranslation();
  const format = useMapFormat();
  const plot = plotAround(
    here,
    alerts.map(({ alert }) => alert),
  );

  return (
    <section aria-labelledby="coordinate-view-title" className="space-y-3">
      <div
        role="status"
        className="flex flex-wrap items-start justify-between gap-2 rounded-lg bg-amber-950 p-3 text-amber-100"
      >
        <div className="flex items-start gap-2">
          <WifiOff className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div>
            <h2 id="coordinate-view-title" className="font-semibold">
              {reason === 'offline' ? t('map.offlineTitle') : t('map.tilesFailedTitle')}
            </h2>
            <p className="text-sm text-amber-200/90">{t('map.coordinatesHint')}</p>
          </div>
        </div>
        {onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('map.retryMap')}
          </Button>
        ) : null}
      </div>

      <div className="grid gap-3 sm:grid-cols-[minmax(0,18rem)_1fr] sm:items-start">
        <svg
          viewBox={`${-PLOT_EXTENT} ${-PLOT_EXTENT} ${PLOT_EXTENT * 2} ${PLOT_EXTENT * 2}`}
          role="img"
          aria-label={t('map.plotLabel', { count: alerts.length })}
          className="mx-auto block aspect-square w-full max-w-xs rounded-full bg-neutral-900"
        >
          {RING_RADII.map((r) => (
            <circle
              key={r}
              r={r}
              fill="none"
              stroke="currentColor"
              strokeWidth={0.005}
              className="text-neutral-700"
            />
          ))}
          <text
            y={-PLOT_EXTENT + LABEL_OFFSET * 1.2}
            textAnchor="middle"
            className="fill-neutral-400 text-[0.1px]"
          >
            {t('map.compass.N')}
          </text>
          {plot.map((point, index) => {
            const item = alerts[index];
            if (!item) return null;
            const isTarget = item.alert.id === target?.id;
            return (
              <g key={item.alert.id} transform={`translate(${point.x} ${point.y})`}>
                <circle
                  r={isTarget ? DOT_RADIUS * 1.5 : DOT_RADIUS}
                  className={cn('fill-red-500', isTarget && 'stroke-white')}
                  strokeWidth={0.015}
                />
                <text
                  y={-LABEL_OFFSET}
                  textAnchor="middle"
                  className="fill-white text-[0.09px] font-bold"
                >
                  {index + 1}
                </text>
              </g>
            );
          })}
          <circle r={DOT_RADIUS} className="fill-blue-400 stroke-white" strokeWidth={0.015} />
        </svg>

        <ol className="space-y-2 text-sm">
          <li className="rounded-lg border border-blue-400/40 bg-neutral-900 p-3">
            <p className="font-semibold text-blue-300">{t('map.you')}</p>
            <p className="font-mono text-neutral-300">{formatCoordinates(here)}</p>
          </li>
          {alerts.map(({ alert, miles }, index) => (
            <li
              key={alert.id}
              className={cn(
                'rounded-lg border bg-neutral-900 p-3',
                alert.id === target?.id ? 'border-red-500' : 'border-neutral-800',
              )}
            >
              <p className="font-semibold text-white">
                {t('map.numberedAlert', { number: index + 1, location: alert.location })}
              </p>
              <p className="font-mono text-neutral-300">{formatCoordinates(alert)}</p>
              <p className="text-neutral-300">
                {t('map.distanceDirection', {
                  distance: format.miles(miles),
                  direction: t(`map.compass.${compassPoint(here, alert)}`),
                })}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
