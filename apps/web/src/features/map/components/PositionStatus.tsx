import { formatCoordinates, metersToYards } from '@redzone/contract';
import { Crosshair, LocateOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GEOLOCATION_FAILURE_KEYS } from '../../../lib/geolocation';
import type { MapPosition } from '../use-map-position';
import { useMapFormat } from '../use-map-format';

/**
 * Your coordinates (P1 §2 "showing the user's coordinates"), or why they are unknown (P1 §8) and
 * that distances are measured from the Los Angeles fallback meanwhile.
 */
export function PositionStatus({ position }: { position: MapPosition }) {
  const { t } = useTranslation();
  const format = useMapFormat();
  const { point, accuracy, isApproximate, failure } = position;
  // P1 §8: the map has its own message for a browser without geolocation.
  const failureText =
    failure === 'unsupported'
      ? t('map.unsupported')
      : failure
        ? t(GEOLOCATION_FAILURE_KEYS[failure])
        : null;

  if (point === null) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-neutral-300">
        <Crosshair className="size-4 animate-pulse" aria-hidden />
        {t('location.locating')}
      </p>
    );
  }
  if (isApproximate) {
    return (
      <div role="status" className="rounded-lg bg-amber-950 p-3 text-sm text-amber-100">
        <p className="flex items-center gap-2 font-semibold">
          <LocateOff className="size-4 shrink-0" aria-hidden />
          {t('map.approximate')}
        </p>
        {failureText ? <p className="mt-1">{failureText}</p> : null}
        <p className="mt-1 text-amber-200/90">{t('map.approximateHint')}</p>
        <p className="mt-1 font-mono text-amber-200/90">{formatCoordinates(point)}</p>
      </div>
    );
  }
  return (
    <div className="text-sm text-neutral-300">
      <p className="flex flex-wrap items-center gap-x-2">
        <Crosshair className="size-4 text-blue-400" aria-hidden />
        <span className="font-semibold text-white">{t('map.yourPosition')}</span>
        <span className="font-mono">{formatCoordinates(point)}</span>
        {accuracy !== null && metersToYards(accuracy) >= 1 ? (
          <span className="text-neutral-400">
            {t('map.accuracy', { yards: format.yards(metersToYards(accuracy)) })}
          </span>
        ) : null}
      </p>
      {failureText ? <p className="mt-1 text-amber-200">{failureText}</p> : null}
    </div>
  );
}
