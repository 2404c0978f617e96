import {
  directionsUrl,
  distanceMiles,
  EMERGENCY_NUMBER,
  navigationSteps,
  travelMinutes,
  type NavigationStep,
  type Point,
} from '@redzone/contract';
import { ExternalLink, Navigation, Phone, Square } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '../../../components/ui/button';
import type { NavigationTarget } from '../navigation-target';
import { useMapFormat } from '../use-map-format';

interface NavigationPanelProps {
  target: NavigationTarget;
  /** Null while the first position is awaited. */
  here: Point | null;
  isApproximate: boolean;
  /** False once the alert has ended or expired (it left the active list). */
  isActive: boolean;
  onStop: () => void;
}

/**
 * P1 §2/§4 navigation: distance in miles, estimated time (miles x 2.5 min), the steps rule,
 * Stop, open in maps and call 911. Focus moves here when navigation starts.
 */
export function NavigationPanel({
  target,
  here,
  isApproximate,
  isActive,
  onStop,
}: NavigationPanelProps) {
  const { t } = useTranslation();
  const format = useMapFormat();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const miles = here ? distanceMiles(here, target) : null;

  useEffect(() => {
    headingRef.current?.focus();
  }, [target.id]);

  const stepText = (step: NavigationStep) => {
    switch (step.kind) {
      case 'you-are-here':
        return t('map.youAreHere');
      case 'go-to':
        return t('map.stepGoTo', { location: target.location, distance: format.miles(step.miles) });
      case 'arrive':
        return t('map.stepArrive', { location: target.location });
    }
  };

  return (
    <section
      aria-labelledby="navigation-heading"
      className="space-y-3 rounded-xl border border-red-500/60 bg-red-950/40 p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id="navigation-heading"
            ref={headingRef}
            tabIndex={-1}
            className="flex items-center gap-2 text-lg font-bold text-white outline-none"
          >
            <Navigation className="size-5 shrink-0 text-red-400" aria-hidden />
            {t('map.navigating')}
          </h2>
          <p className="mt-1 break-words text-sm text-neutral-200">
            {t('map.destination', { location: target.location })}
          </p>
        </div>
        <Button variant="outline" size="sm" className="shrink-0" onClick={onStop}>
          <Square aria-hidden />
          {t('map.stop')}
        </Button>
      </div>

      {isActive ? null : (
        <p role="status" className="text-sm text-amber-200">
          {t('map.alertEnded')}
        </p>
      )}

      <dl className="grid grid-cols-2 gap-2">
        <div className="rounded-lg bg-neutral-900 p-3">
          <dt className="text-xs text-neutral-400">{t('map.distance')}</dt>
          <dd className="text-xl font-extrabold text-white">
            {miles === null ? t('location.locating') : format.miles(miles)}
          </dd>
        </div>
        <div className="rounded-lg bg-neutral-900 p-3">
          <dt className="text-xs text-neutral-400">{t('map.eta')}</dt>
          <dd className="text-xl font-extrabold text-white">
            {miles === null ? t('location.locating') : format.minutes(travelMinutes(miles))}
          </dd>
        </div>
      </dl>
      {isApproximate ? (
        <p className="text-xs text-amber-200">{t('map.measuredFromFallback')}</p>
      ) : null}

      {miles === null ? null : (
        // The list numbers its own steps: a number typed into each item is read twice.
        <ol
          aria-label={t('map.stepsLabel')}
          className="list-decimal space-y-1 pl-5 text-sm text-neutral-100 marker:font-bold marker:text-red-400"
        >
          {navigationSteps(miles).map((step) => (
            <li key={step.kind}>{stepText(step)}</li>
          ))}
        </ol>
      )}

      <div className="grid grid-cols-2 gap-2">
        <a
          href={directionsUrl(target)}
          target="_blank"
          rel="noreferrer"
          className={buttonVariants({ variant: 'secondary' })}
        >
          <ExternalLink aria-hidden />
          {t('map.openInMaps')}
        </a>
        <a href={`tel:${EMERGENCY_NUMBER}`} className={buttonVariants({ variant: 'destructive' })}>
          <Phone aria-hidden />
          {t('alert.call911')}
        </a>
      </div>
    </section>
  );
}
